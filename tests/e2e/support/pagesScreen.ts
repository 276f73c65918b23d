import { expect } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'

/** A tenant of the test's own (its pages cannot meet another test's). */
export const createTenant = async (page: Page, prefix: string) => {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const reply = await page.request.post('/api/tenants', {
    data: { domain: `${prefix}-${suffix}.localhost`, name: `Pages ${prefix} ${suffix}` },
  })
  expect(reply.status()).toBe(201)
  return (await reply.json()) as { domain: string; id: string; name: string }
}

/** Page Management with the tenant chosen in the header. */
export const openPagesOf = async (page: Page, tenantName: string) => {
  await page.goto('/admin/pages')
  await expect(page.getByRole('heading', { level: 1, name: 'Page Management' })).toBeVisible()
  await page.getByTestId('tenant-selector').selectOption({ label: tenantName })
}

/** The table row of the page with this title. */
export const pageRow = (page: Page, title: string): Locator =>
  page
    .getByTestId('page-row')
    .filter({ has: page.getByTestId('page-title').getByText(title, { exact: true }) })

/** Chooses View, Edit or Delete from a row's action menu. */
export const rowAction = async (page: Page, title: string, action: 'Delete' | 'Edit' | 'View') => {
  await page.getByRole('button', { name: `Actions for ${title}` }).click()
  await page.getByRole('menuitem', { name: `${action} ${title}` }).click()
}

/** Opens Create New Page from the Create menu. */
export const openCreatePage = async (page: Page) => {
  await page.getByRole('button', { exact: true, name: 'Create' }).click()
  await page.getByRole('menuitem', { name: 'Create Page' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Page' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** The titles the table shows, top to bottom. */
export const shownTitles = (page: Page) => page.getByTestId('page-title').allTextContents()

/** Opens the AI Content Generator from the Create menu. */
export const openAiContent = async (page: Page) => {
  await page.getByRole('button', { exact: true, name: 'Create' }).click()
  await page.getByRole('menuitem', { name: 'AI Content' }).click()
  const dialog = page.getByRole('dialog', { name: 'AI Content Generator' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** The values of a select's options, in order. */
export const optionValues = (select: Locator) =>
  select
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
