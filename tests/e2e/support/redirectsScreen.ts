import { expect, type Page } from '@playwright/test'

/** What tests/e2e/admin-redirects.e2e.spec.ts shares between its tests. */

/** Opens Redirects with this tenant chosen in the header. */
export const openRedirects = async (page: Page, tenant: string) => {
  await page.goto('/admin/redirects')
  await expect(page.getByRole('heading', { level: 1, name: 'Redirects' })).toBeVisible()
  await page.getByTestId('tenant-selector').selectOption({ label: tenant })
  await expect(page.getByTestId('tenant-context')).toContainText(tenant)
}

/** A redirect's card, named by its from path. */
export const redirectCard = (page: Page, fromPath: string) =>
  page.getByRole('article', { exact: true, name: fromPath })

/** The demo site as a visitor reaches it in development (site.e2e.spec.ts). */
export const SIMULATE = 'simulate_domain=demo.localhost'
