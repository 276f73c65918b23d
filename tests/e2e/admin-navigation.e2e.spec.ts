import { expect, test } from '@playwright/test'

import { signInThroughApi } from './support/admin'
import { LAPTOP, shoot } from './support/screens'

const SECTIONS = [
  'Dashboard',
  'Tasks',
  'Tenants',
  'Datasets',
  'Pages',
  'Page Types',
  'Categories',
  'Dynamic pages',
  'Snippets',
  'AI Logs',
  'Redirects',
  'Layout',
  'Settings',
  'Users',
]

test.describe('one navigation', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page)
  })

  test('should open the sidebar on a laptop and list the 13 sections and Users once, in order', async ({
    page,
  }) => {
    await page.setViewportSize(LAPTOP)
    await page.goto('/admin/tasks')
    await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible()
    // Payload closes its sidebar up to 1440 px once the window is measured; it must stay open here.
    await page.waitForLoadState('networkidle')
    await expect(page.locator('.template-default')).toHaveClass(/template-default--nav-open/)
    const nav = page.getByRole('navigation', { name: 'Admin' })
    await expect(nav.getByRole('link', { exact: true, name: 'Settings' })).toBeInViewport()
    expect(await nav.getByRole('link').allTextContents()).toEqual(SECTIONS)
    for (const name of SECTIONS)
      await expect(page.getByRole('link', { exact: true, name })).toHaveCount(1)
    await shoot(page, 'admin-navigation')

    // Payload's own collection screens: one collapsed group, for developers.
    const group = page.getByTestId('developer-links')
    const pagesCollection = group.getByRole('link', { exact: true, name: 'Pages collection' })
    await expect(pagesCollection).toBeHidden()
    await group.getByText('Payload collections (developers)').click()
    await expect(pagesCollection).toBeVisible()
    await expect(group.getByRole('link', { exact: true, name: 'Users collection' })).toBeVisible()
    await pagesCollection.click()
    await expect(page).toHaveURL(/\/admin\/collections\/pages$/)
  })

  test('should answer an admin route without a screen with the spec 404 text', async ({ page }) => {
    await page.goto('/admin/no-such-screen')
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
  })
})
