import { expect, test } from '@playwright/test'

import { signInThroughApi } from './support/admin'
import { checkAxe } from './support/axe'
import { openDatasets, stamp } from './support/datasetsScreen'

const datasetName = `E2E Import ${stamp}`
const ROWS = 3000

const csv = () => {
  const lines = ['Name,Price,Colour']
  for (let i = 0; i < ROWS; i++) lines.push(`"Item ${i}, deluxe",${i === 7 ? 'cheap' : i},red`)
  return Buffer.from(`${lines.join('\n')}\n`)
}

test.describe('Import and export of records', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page)
  })

  test('should import a CSV file through the Records dialog: preview first, then a progress bar to the end', async ({
    page,
  }) => {
    const created = await page.request.post('/api/datasets', { data: { name: datasetName } })
    const { id } = await created.json()
    await page.request.post(`/api/datasets/${id}/fields`, {
      data: { isPrimary: true, name: 'name' },
    })
    await page.request.post(`/api/datasets/${id}/fields`, {
      data: { name: 'price', type: 'number' },
    })

    await openDatasets(page)
    await page.getByRole('button', { name: `Records of ${datasetName}` }).click()
    const records = page.getByRole('dialog', { name: 'Manage Records' })
    await records.getByRole('button', { exact: true, name: 'Import' }).click()

    const dialog = page.getByRole('dialog', { name: 'Import Records' })
    await dialog.getByRole('button', { name: 'Check file' }).click()
    await expect(dialog.getByText('Choose a CSV file')).toBeVisible()
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ buffer: csv(), mimeType: 'text/csv', name: 'items.csv' })
    await dialog.getByRole('button', { name: 'Check file' }).click()

    // The dry run: counts, mapping, the first rows as stored, the bad row. Nothing is stored yet.
    await expect(dialog.getByTestId('import-summary')).toHaveText(
      `${ROWS.toLocaleString('en-US')} rows: 2,999 new, 0 already in the dataset (skipped), 1 with errors.`,
    )
    const mapping = dialog.getByRole('table', { name: 'Column mapping' })
    await expect(mapping.getByRole('row', { name: /Price price \(number\)/ })).toBeVisible()
    await expect(mapping.getByRole('row', { name: /Colour not stored/ })).toBeVisible()
    await expect(dialog.getByRole('table', { name: 'Preview' }).getByRole('row')).toHaveCount(21)
    await expect(dialog.getByTestId('import-errors')).toContainText(
      'Line 9, Price: price must be a number',
    )
    expect(
      (await (await page.request.get(`/api/datasets/${id}/records?limit=1`)).headers())[
        'x-total-count'
      ],
    ).toBe('0')

    await dialog.getByRole('button', { name: 'Import 2,999 rows' }).click()
    const bar = dialog.getByRole('progressbar', { name: 'Import progress' })
    await expect(bar).toBeVisible()
    await expect(bar).toHaveAttribute('aria-valuenow', String(ROWS), { timeout: 60_000 })
    await expect(dialog.getByTestId('import-result')).toHaveText(
      '2,999 created, 0 updated, 0 skipped, 1 failed.',
    )
    await dialog.getByRole('button', { name: 'Done' }).click()

    // The records are there, newest first in the dialog.
    await expect(records.getByTestId('records-range')).toHaveText('Showing 1–25 of 2,999')

    // The import is in the dataset's import history (its own log, not the AI logs), row errors too.
    await records.getByRole('button', { name: 'Import History' }).click()
    const history = page.getByRole('dialog', { name: 'Import History' })
    const run = history.getByTestId('import-run')
    await expect(run).toHaveCount(1)
    await expect(run).toContainText('Completed')
    await expect(run).toContainText('2,999 created, 0 updated, 0 skipped, 1 failed')
    await expect(run).toContainText('Skip duplicates')
    await run.getByText('1 row error', { exact: true }).click()
    await expect(run).toContainText('Line 9, Price: price must be a number')
    await checkAxe(page, 'Import History', 'dialog[open]')
    await page.keyboard.press('Escape')
    await expect(history).toBeHidden()
    await expect(records).toBeVisible()
    // Focus goes back to the button that opened it.
    await expect(records.getByRole('button', { name: 'Import History' })).toBeFocused()

    // The same dialog in the dark scheme.
    await page.emulateMedia({ colorScheme: 'dark' })
    await openDatasets(page)
    await page.getByRole('button', { name: `Records of ${datasetName}` }).click()
    await records.getByRole('button', { name: 'Import History' }).click()
    await expect(history.getByTestId('import-run')).toHaveCount(1)
    await checkAxe(page, 'Import History (dark)', 'dialog[open]')
  })

  test("should offer no manual creation in Payload's own import runs collection screen", async ({
    page,
  }) => {
    await page.goto('/admin/collections/import-runs')
    await expect(page.getByRole('heading', { name: 'Import Runs' }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: /Create New/i })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /Create New/i })).toHaveCount(0)
    await page.goto('/admin/collections/import-runs/create')
    await expect(
      page.getByText(/Unauthorized|not allowed|Not Found|forget to add/i).first(),
    ).toBeVisible()
  })

  test('should offer the records as CSV and JSON downloads', async ({ page }) => {
    const name = `E2E Export ${stamp}`
    const { id } = await (await page.request.post('/api/datasets', { data: { name } })).json()
    await page.request.post(`/api/datasets/${id}/fields`, {
      data: { isPrimary: true, name: 'name' },
    })
    for (const item of ['Cello', 'Flute, silver'])
      await page.request.post('/api/records', { data: { data: { name: item }, datasetId: id } })
    await openDatasets(page)
    await page.getByRole('button', { name: `Records of ${name}` }).click()
    const records = page.getByRole('dialog', { name: 'Manage Records' })
    await records.getByRole('button', { name: `Export the records of ${name}` }).click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export as CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`e2e-export-${stamp}.csv`)
    const text = await (await download.createReadStream()).toArray()
    const lines = Buffer.concat(text).toString('utf8').trim().split('\r\n')
    expect(lines[0]).toBe('name,liveDate,id')
    expect(lines.slice(1).map((line) => line.replace(/,[^,]+,[^,]+$/, ''))).toEqual([
      'Cello',
      '"Flute, silver"',
    ])
    await records.getByRole('button', { name: `Export the records of ${name}` }).click()
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export as JSON' }).click(),
    ])
    expect(json.suggestedFilename()).toBe(`e2e-export-${stamp}.json`)
    const parsed = JSON.parse(
      Buffer.concat(await (await json.createReadStream()).toArray()).toString('utf8'),
    )
    expect(parsed.map((r: { name: string }) => r.name)).toEqual(['Cello', 'Flute, silver'])
  })
})
