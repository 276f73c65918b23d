import { expect, test } from '@playwright/test'

import { signInThroughApi } from './support/admin'
import { checkAxe } from './support/axe'
import { openDatasets, stamp } from './support/datasetsScreen'
import { toast } from './support/toast'

const datasetName = `E2E Cities ${stamp}`
const CITIES = [
  { city: 'São Paulo', country: 'Brasil', population: 12300000 },
  { city: 'Zürich', country: 'Switzerland', population: 421000 },
  { city: 'Lisbon', country: 'Portugal', population: 545000 },
  { city: 'Amsterdam', country: 'Netherlands', population: 921000 },
]

test.describe('Records: search, sort and bulk selection', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page)
  })

  test('should find São Paulo by "sao paulo", sort by a column, export and delete two selected records', async ({
    page,
  }) => {
    const { id } = await (
      await page.request.post('/api/datasets', { data: { name: datasetName } })
    ).json()
    for (const field of [
      { isPrimary: true, name: 'city' },
      { name: 'country' },
      { name: 'population', type: 'number' },
    ])
      await page.request.post(`/api/datasets/${id}/fields`, { data: field })
    for (const data of CITIES)
      await page.request.post('/api/records', { data: { data, datasetId: id } })

    await openDatasets(page)
    await page.getByRole('button', { name: `Records of ${datasetName}` }).click()
    const records = page.getByRole('dialog', { name: 'Manage Records' })
    const rows = records.getByTestId('record-row')
    const cities = async () =>
      (await rows.allTextContents()).map((text) => CITIES.find((c) => text.includes(c.city))?.city)
    await expect(rows).toHaveCount(4)

    // Search: every field, whatever the case and accents.
    const search = records.getByLabel('Search records')
    await search.fill('sao paulo')
    await expect(rows).toHaveCount(1)
    await expect(rows).toContainText('São Paulo')
    await search.fill('SWITZERLAND')
    await expect(rows).toHaveCount(1)
    await expect(rows).toContainText('Zürich')
    await search.fill('')
    await expect(rows).toHaveCount(4)

    // Sort by a column from its header, with the keyboard: ascending, then descending.
    const header = records.getByRole('columnheader', { name: 'population' })
    await expect(header).not.toHaveAttribute('aria-sort')
    await header.getByRole('button', { name: 'population' }).focus()
    await page.keyboard.press('Enter')
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    await expect.poll(cities).toEqual(['Zürich', 'Lisbon', 'Amsterdam', 'São Paulo'])
    await page.keyboard.press('Enter')
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    await expect.poll(cities).toEqual(['São Paulo', 'Amsterdam', 'Lisbon', 'Zürich'])
    await records.getByRole('button', { exact: true, name: 'city' }).click()
    await expect(records.getByRole('columnheader', { name: 'city' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    await expect(header).not.toHaveAttribute('aria-sort')
    await expect.poll(cities).toEqual(['Amsterdam', 'Lisbon', 'São Paulo', 'Zürich'])

    // Select all on the page, then none; then two, one of them with the keyboard.
    const selectedText = records.getByTestId('records-selected')
    const deleteSelected = records.getByRole('button', { name: 'Delete selected' })
    await expect(selectedText).toHaveText('No records selected')
    await expect(deleteSelected).toBeDisabled()
    const pageBox = records.getByRole('checkbox', { name: 'Select all records on this page' })
    await pageBox.check()
    await expect(selectedText).toHaveText('4 records selected')
    await pageBox.uncheck()
    await expect(selectedText).toHaveText('No records selected')
    await records.getByRole('checkbox', { name: 'Select Lisbon' }).check()
    await records.getByRole('checkbox', { name: 'Select Zürich' }).focus()
    await page.keyboard.press('Space')
    await expect(records.getByRole('checkbox', { name: 'Select Zürich' })).toBeChecked()
    await expect(selectedText).toHaveText('2 records selected')
    await expect(pageBox).not.toBeChecked()
    await checkAxe(page, 'Manage Records, sorted and selected', 'dialog[open]')

    // Export selected: a CSV of just those two.
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      records.getByRole('button', { name: 'Export selected' }).click(),
    ])
    const csv = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8')
    const lines = csv.trim().split('\r\n')
    expect(lines[0]).toBe('city,country,population,liveDate,id')
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 3).join(','))).toEqual([
      'Zürich,Switzerland,421000',
      'Lisbon,Portugal,545000',
    ])

    // Delete selected: asked first; Escape keeps everything and gives the focus back.
    await deleteSelected.click()
    const confirm = page.getByRole('dialog', { name: 'Delete Records' })
    await expect(confirm).toContainText(
      /Move 2 selected records to the trash\? You can restore them from the Trash for \d+ days?\./,
    )
    await checkAxe(page, 'Delete Records', 'dialog[open]')
    await page.keyboard.press('Escape')
    await expect(confirm).toBeHidden()
    await expect(deleteSelected).toBeFocused()
    await expect(rows).toHaveCount(4)
    await deleteSelected.click()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'Records Deleted')).toBeVisible()
    await expect(confirm).toBeHidden()
    await expect.poll(cities).toEqual(['Amsterdam', 'São Paulo'])
    await expect(selectedText).toHaveText('No records selected')
    await expect(search).toBeFocused()
    expect(
      (await (await page.request.get(`/api/datasets/${id}/records?limit=1`)).headers())[
        'x-total-count'
      ],
    ).toBe('2')

    // The dialog in the dark scheme.
    await page.keyboard.press('Escape')
    await expect(records).toBeHidden()
    await page.emulateMedia({ colorScheme: 'dark' })
    await openDatasets(page)
    await page.getByRole('button', { name: `Records of ${datasetName}` }).click()
    await expect(rows).toHaveCount(2)
    await records.getByRole('checkbox', { name: 'Select Amsterdam' }).check()
    await records.getByRole('button', { exact: true, name: 'country' }).click()
    await checkAxe(page, 'Manage Records (dark)', 'dialog[open]')
    await page.request.delete(`/api/datasets/${id}`)
  })
})
