import { expect, type Page } from '@playwright/test'

/** What the Dynamic Page Management specs (tests/e2e/admin-templates*.e2e.spec.ts) share. */

export const DEMO_TENANT = 'Demo Music Store'

export const demoTenantId = async (page: Page): Promise<string> => {
  const tenants = (await (await page.request.get('/api/tenants')).json()) as {
    domain: string
    id: string
  }[]
  const demo = tenants.find((tenant) => tenant.domain === 'demo.localhost')
  expect(demo).toBeTruthy()
  return demo!.id
}

export const openWithDemoTenant = async (page: Page, url = '/admin/templates') => {
  await page.goto(url)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dynamic Page Management' }),
  ).toBeVisible()
  await page.getByTestId('tenant-selector').selectOption({ label: DEMO_TENANT })
  await expect(page.getByTestId('tenant-context')).toContainText(DEMO_TENANT)
}
