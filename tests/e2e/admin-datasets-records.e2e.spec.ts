import { expect, test } from '@playwright/test'

import { signInThroughApi } from './support/admin'
import { openDatasets, row, stamp } from './support/datasetsScreen'
import { shoot } from './support/screens'
import { toast } from './support/toast'

const emptyDatasetName = `E2E Empty ${stamp}`
const pagedDatasetName = `E2E Paged ${stamp}`

test.describe('Dataset Management', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page)
  })

  test('should refuse records on a dataset without fields', async ({ page }) => {
    const created = await page.request.post('/api/datasets', { data: { name: emptyDatasetName } })
    expect(created.status()).toBe(201)
    await openDatasets(page)
    await page.getByRole('button', { name: `Records of ${emptyDatasetName}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Manage Records' })
    await expect(dialog.getByText('No fields defined')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Add Record' })).toBeDisabled()
    await dialog.getByRole('button', { name: 'Close' }).click()

    await row(page, emptyDatasetName)
      .getByRole('button', { name: `Delete ${emptyDatasetName}` })
      .click()
    await page
      .getByRole('dialog', { name: 'Delete Dataset' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(toast(page, 'Dataset deleted')).toBeVisible()
    await expect(row(page, emptyDatasetName)).toHaveCount(0)
  })

  test('should page through records 25 at a time and search them', async ({ page }) => {
    const created = await page.request.post('/api/datasets', {
      data: { name: pagedDatasetName, status: 'active' },
    })
    const { id } = await created.json()
    await page.request.post(`/api/datasets/${id}/fields`, {
      data: { isPrimary: true, name: 'name' },
    })
    // Six at a time: thirty one after another took most of the test's minute on a busy machine.
    for (let batch = 0; batch < 30; batch += 6) {
      const replies = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          page.request.post('/api/records', {
            data: {
              data: { name: `Item ${String(batch + i + 1).padStart(2, '0')}` },
              datasetId: id,
            },
          }),
        ),
      )
      expect(replies.map((reply) => reply.status())).toEqual(Array(6).fill(201))
    }
    await openDatasets(page)
    await page.getByRole('button', { name: `Records of ${pagedDatasetName}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Manage Records' })
    const names = async () =>
      // The row's Status comes first, then the name.
      (await dialog.getByTestId('record-row').allTextContents()).map((text) =>
        text.replace(/^.*?(Item \d\d).*$/s, '$1'),
      )
    await expect(dialog.getByTestId('records-range')).toHaveText('Showing 1–25 of 30')
    await expect(dialog.getByTestId('record-row')).toHaveCount(25)
    await expect(dialog.getByText('Page 1 of 2')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled()
    const firstPage = await names()
    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(dialog.getByTestId('records-range')).toHaveText('Showing 26–30 of 30')
    await expect(dialog.getByTestId('record-row')).toHaveCount(5)
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled()
    // Every record on exactly one of the two pages: none twice, none missing. (Which five land on
    // the second page follows the server's clock, so the test does not name them.)
    const secondPage = await names()
    expect([...firstPage, ...secondPage].sort()).toEqual(
      Array.from({ length: 30 }, (_, i) => `Item ${String(i + 1).padStart(2, '0')}`),
    )
    await dialog.getByRole('button', { name: 'Previous' }).click()
    await expect(dialog.getByTestId('records-range')).toHaveText('Showing 1–25 of 30')

    await dialog.getByLabel('Search records').fill('item 1')
    await expect(dialog.getByTestId('records-range')).toHaveText('Showing 1–10 of 10')
    expect((await names()).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `Item ${String(i + 10).padStart(2, '0')}`),
    )
    await dialog.getByRole('button', { name: 'Close' }).click()
    await page.request.delete(`/api/datasets/${id}`)
  })

  test("should open the demo dataset's records a page at a time", async ({ page }) => {
    await openDatasets(page)
    await page.getByRole('button', { name: 'Records of Musical Instruments' }).click()
    const dialog = page.getByRole('dialog', { name: 'Manage Records' })
    await expect(dialog.getByTestId('records-range')).toContainText(/Showing 1–\d+ of \d+/)
    await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await expect(dialog.getByRole('columnheader', { name: 'label' })).toBeVisible()
    await expect(dialog.getByText('Pending').first()).toBeVisible()
    // Every field is searched: the piano's description, not its name.
    await dialog.getByLabel('Search records').fill('FELT HAMMERS')
    await expect(dialog.getByTestId('record-row')).toHaveCount(1)
    await expect(dialog.getByTestId('record-row')).toContainText('Live')
    await dialog.getByLabel('Search records').fill('')
    await expect(dialog.getByTestId('record-row')).not.toHaveCount(1)
    await shoot(page, 'admin-datasets-demo-records')
    await dialog.getByRole('button', { name: 'Close' }).click()

    await page.getByRole('button', { name: 'Generate with AI for Musical Instruments' }).click()
    await expect(page.getByRole('dialog', { name: 'Generate Records with AI' })).toBeVisible()
  })

  test('should warn on a record whose URL an older record already owns', async ({ page }) => {
    const name = `E2E Slugs ${stamp}`
    const tenants = (await (await page.request.get('/api/tenants')).json()) as {
      id: string
      domain: string
    }[]
    const demo = tenants.find((t) => t.domain === 'demo.localhost')!
    // It serves the demo tenant, whose template uses it.
    const dataset = (await (
      await page.request.post('/api/datasets', { data: { name, tenantIds: [demo.id] } })
    ).json()) as {
      id: string
    }
    await page.request.post(`/api/datasets/${dataset.id}/fields`, {
      data: { name: 'name', isPrimary: true },
    })
    const template = await page.request.post('/api/templates', {
      data: {
        name: `Slug pages ${stamp}`,
        tenantId: demo.id,
        datasetId: dataset.id,
        urlPattern: `/slugs-${stamp}/{name}`,
        content: '<h1>#name#</h1>',
        status: 'active',
      },
    })
    expect(template.status()).toBe(201)
    for (const value of ['Grand Harp', 'GRAND harp!']) {
      const created = await page.request.post('/api/records', {
        data: { datasetId: dataset.id, data: { name: value } },
      })
      expect(created.status()).toBe(201)
    }
    await openDatasets(page)
    await page.getByRole('button', { name: `Records of ${name}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Manage Records' })
    const newer = dialog.getByTestId('record-row').filter({ hasText: /GRAND harp!/ })
    await expect(newer.getByTestId('url-conflict')).toContainText(
      `an older record has the same URL (/slugs-${stamp}/grand-harp)`,
    )
    const older = dialog.getByTestId('record-row').filter({ hasText: /Grand Harp/ })
    await expect(older.getByTestId('url-conflict')).toHaveCount(0)
    await shoot(page, 'admin-datasets-url-conflict')
  })

  test('should open Create New Dataset from the dashboard quick action link', async ({ page }) => {
    await page.goto('/admin/datasets?create=1')
    await expect(page.getByRole('dialog', { name: 'Create New Dataset' })).toBeVisible()
  })
})
