import { expect, type Page } from '@playwright/test'

/** What tests/e2e/admin-snippets.e2e.spec.ts shares. */

/** Opens Snippets Management with this tenant chosen in the header. */
export const openSnippets = async (page: Page, tenant: string) => {
  await page.goto('/admin/snippets')
  await expect(page.getByRole('heading', { level: 1, name: 'Snippets Management' })).toBeVisible()
  await page.getByTestId('tenant-selector').selectOption({ label: tenant })
  await expect(page.getByTestId('tenant-context')).toContainText(tenant)
}

/** A snippet's card, named by the snippet. */
export const snippetCard = (page: Page, name: string) =>
  page.getByRole('article', { exact: true, name })

/** A template of the demo tenant's Musical Instruments dataset, whose pages show `content`. */
export const createInstrumentTemplate = async (
  page: Page,
  { content, name, tenantId, urlPattern }: Record<string, string>,
): Promise<string> => {
  const datasets = (await (await page.request.get('/api/datasets')).json()) as {
    id: string
    name: string
  }[]
  const dataset = datasets.find((item) => item.name === 'Musical Instruments')
  expect(dataset).toBeTruthy()
  const reply = await page.request.post('/api/templates', {
    data: { content, datasetId: dataset!.id, name, status: 'active', tenantId, urlPattern },
  })
  expect(reply.status()).toBe(201)
  return ((await reply.json()) as { id: string }).id
}
