import { expect, type Page } from '@playwright/test'

/** What tests/e2e/admin-page-types.e2e.spec.ts shares between its tests. */

export const URL_MESSAGE =
  'Either URL structure must be provided (starting with /) or category structure must be enabled'

/** Opens Page Types with this tenant chosen in the header. */
export const openPageTypes = async (page: Page, tenant: string) => {
  await page.goto('/admin/page-types')
  await expect(page.getByRole('heading', { level: 1, name: 'Page Types' })).toBeVisible()
  await page.getByTestId('tenant-selector').selectOption({ label: tenant })
  await expect(page.getByTestId('tenant-context')).toContainText(tenant)
}

/** A page type's card, named by the page type. */
export const pageTypeCard = (page: Page, name: string) =>
  page.getByRole('article', { exact: true, name })
