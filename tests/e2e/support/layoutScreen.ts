import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'

import { signInThroughApi } from './admin'
import { toast } from './toast'

export type SiteTenant = { domain: string; id: string; name: string }

/** A served tenant of its own (active, on a .localhost domain), so the public site can be shown for it. */
export const createSiteTenant = async (page: Page, label: string): Promise<SiteTenant> => {
  await signInThroughApi(page)
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const reply = await page.request.post('/api/tenants', {
    data: {
      domain: `${label}-${suffix}.localhost`,
      name: `Layout ${label} ${suffix}`,
      status: 'active',
    },
  })
  expect(reply.status()).toBe(201)
  return (await reply.json()) as SiteTenant
}

/** Opens Layout Management with the tenant chosen in the header, on one of its tabs. */
export const openLayout = async (page: Page, tenant: SiteTenant, tab: string) => {
  await page.goto('/admin/layout')
  await page.getByTestId('tenant-selector').selectOption({ label: tenant.name })
  await page.getByRole('tab', { name: tab }).click()
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
}

type NewItem = { label: string; newTab?: boolean; active?: boolean; order?: number; url: string }

/** Adds a header or footer menu item through the tab's add form and waits for the spec's toast. */
export const addMenuItem = async (page: Page, menu: 'Footer' | 'Header', item: NewItem) => {
  const form = page.getByRole('form', { name: `Add ${menu} Menu Item` })
  await form.getByLabel('Label').fill(item.label)
  await form.getByLabel('URL').fill(item.url)
  if (item.order !== undefined) await form.getByLabel('Order').fill(String(item.order))
  if (item.active === false) await form.getByLabel('Active', { exact: true }).uncheck()
  if (item.newTab) await form.getByLabel('Open in New Tab').check()
  await form.getByRole('button', { name: 'Add Menu Item' }).click()
  await expect(toast(page, `${menu} menu item created successfully`)).toBeVisible()
  await expect(form.getByLabel('Label')).toHaveValue('')
}

/** The labels of a menu tab's rows, top to bottom. */
export const menuLabels = (page: Page, menu: 'Footer' | 'Header') =>
  page
    .getByRole('table', { name: `${menu} menu items` })
    .getByTestId('menu-item-row')
    .locator('td:nth-child(2)')

/** The titles of the homepage section rows, top to bottom. */
export const sectionTitles = (page: Page) =>
  page
    .getByRole('table', { name: 'Homepage sections' })
    .getByTestId('section-row')
    .locator('td:nth-child(2)')

/** The public homepage of the tenant, through simulate_domain. */
export const openPublicHome = async (page: Page, tenant: SiteTenant) => {
  await page.goto(`/?simulate_domain=${tenant.domain}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${tenant.name}`)
}

/** Flips a row's active switch the way a pointer does: a click on its drawn toggle (its label). */
export const flipSwitch = (page: Page, name: string) =>
  page.locator('label', { has: page.getByRole('switch', { name }) }).click()
