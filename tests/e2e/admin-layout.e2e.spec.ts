import { expect, test } from '@playwright/test'

import { e2eAdmin, signInThroughApi } from './support/admin'
import type { SiteTenant } from './support/layoutScreen'
import {
  addMenuItem,
  createSiteTenant,
  flipSwitch,
  menuLabels,
  openLayout,
  openPublicHome,
} from './support/layoutScreen'
import { shoot } from './support/screens'
import { toast } from './support/toast'

test.describe('Layout Management at /admin/layout: menus', () => {
  const tenants: SiteTenant[] = []

  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    for (const { id } of tenants) await request.delete(`/api/tenants/${id}`)
  })

  test('should open from the sidebar and ask for a tenant first', async ({ page }) => {
    await signInThroughApi(page)
    await page.goto('/admin/tasks')
    await page.getByTestId('tenant-selector').selectOption('all')
    // The screen itself, not Payload's collection list it used to send to.
    await page.waitForLoadState('networkidle')
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { exact: true, name: 'Layout' })
      .click()
    await expect(page).toHaveURL(/\/admin\/layout$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Layout Management' })).toBeVisible()
    await expect(page.getByText('Please select a tenant to manage its layout.')).toBeVisible()
    await expect(page.getByRole('tab')).toHaveCount(0)
    await shoot(page, 'admin-layout-no-tenant')
  })

  test('should add, edit, switch off and delete header and footer items that the site shows in order', async ({
    page,
  }) => {
    const tenant = await createSiteTenant(page, 'menus')
    tenants.push(tenant)
    await openLayout(page, tenant, 'Header Navigation')
    await expect(page.getByRole('tab')).toHaveText([
      'Header Navigation',
      'Footer Navigation',
      'Homepage Layout',
      'Panels',
    ])
    await expect(page.getByText('No header menu items yet. Add one above.')).toBeVisible()

    // Label and URL are required: the spec's toast, the message under each field, nothing sent.
    const form = page.getByRole('form', { name: 'Add Header Menu Item' })
    await expect(form.getByLabel('Active', { exact: true })).toBeChecked()
    await expect(form.getByLabel('Open in New Tab')).not.toBeChecked()
    await expect(form.getByLabel('Order')).toHaveValue('0')
    await form.getByRole('button', { name: 'Add Menu Item' }).click()
    await expect(toast(page, 'Please fill in all required fields')).toBeVisible()
    await expect(form.getByLabel('Label')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('URL')).toHaveAttribute('aria-invalid', 'true')
    await form.getByLabel('Label').fill('Shop')
    await form.getByRole('button', { name: 'Add Menu Item' }).click()
    await expect(toast(page, 'Please fill in all required fields')).toBeVisible()
    await expect(form.getByLabel('URL')).toHaveAttribute('aria-invalid', 'true')

    // A failure without a message: the spec's fallback.
    await page.route('**/api/header-menu-items', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, body: '' })
        : route.fallback(),
    )
    await form.getByLabel('URL').fill('/shop')
    await form.getByRole('button', { name: 'Add Menu Item' }).click()
    await expect(toast(page, 'Error creating header menu item')).toBeVisible()
    await expect(page.getByText('Unknown error occurred')).toBeVisible()
    await expect(form.getByLabel('Label')).toHaveValue('Shop')
    await page.unroute('**/api/header-menu-items')

    await addMenuItem(page, 'Header', { label: 'Shop', order: 2, url: '/shop' })
    await addMenuItem(page, 'Header', { label: 'About', order: 1, url: '/about' })
    await addMenuItem(page, 'Header', { active: false, label: 'Hidden', order: 0, url: '/hidden' })
    await addMenuItem(page, 'Header', {
      label: 'Docs',
      newTab: true,
      order: 3,
      url: 'https://docs.example',
    })
    await addMenuItem(page, 'Header', { label: 'Temporary', order: 4, url: '/temp' })
    await expect(menuLabels(page, 'Header')).toHaveText([
      'Hidden',
      'About',
      'Shop',
      'Docs',
      'Temporary',
    ])
    await expect(page.getByRole('switch', { name: 'Active: Hidden' })).not.toBeChecked()

    // Inline edit of label, URL and order.
    await page.getByRole('button', { name: 'Edit About' }).click()
    const edit = page.getByRole('form', { name: 'Edit About' })
    await expect(edit.getByLabel('Label')).toBeFocused()
    await edit.getByLabel('Label').fill('')
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'Please fill in all required fields')).toBeVisible()
    await edit.getByLabel('Label').fill('About Us')
    await edit.getByLabel('URL').fill('/about-us')
    await edit.getByLabel('Order').fill('5')
    await shoot(page, 'admin-layout-header-edit')
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'Header menu item updated successfully')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Edit About Us' })).toBeFocused()
    await expect(menuLabels(page, 'Header')).toHaveText([
      'Hidden',
      'Shop',
      'Docs',
      'Temporary',
      'About Us',
    ])

    // The active switch, both ways.
    await flipSwitch(page, 'Active: Shop')
    await expect(toast(page, 'Header menu item updated successfully')).toBeVisible()
    await expect(page.getByRole('switch', { name: 'Active: Shop' })).not.toBeChecked()
    await flipSwitch(page, 'Active: Shop')
    await expect(page.getByRole('switch', { name: 'Active: Shop' })).toBeChecked()

    // Delete after a confirm; Cancel keeps it.
    await page.getByRole('button', { name: 'Delete Temporary' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete Header Menu Item' })
    await expect(confirm).toContainText('Temporary')
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(menuLabels(page, 'Header')).toHaveCount(5)
    await page.getByRole('button', { name: 'Delete Temporary' }).click()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'Header menu item deleted successfully')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Header Menu Items' })).toBeFocused()
    await expect(menuLabels(page, 'Header')).toHaveText(['Hidden', 'Shop', 'Docs', 'About Us'])
    await shoot(page, 'admin-layout-header')

    // The footer: its own list and toasts.
    await page.getByRole('tab', { name: 'Footer Navigation' }).click()
    await expect(page.getByText('No footer menu items yet. Add one above.')).toBeVisible()
    await addMenuItem(page, 'Footer', { label: 'Privacy Policy', order: 1, url: '/privacy-policy' })
    await addMenuItem(page, 'Footer', { label: 'Contact', url: 'mailto:hi@example.com' })
    await addMenuItem(page, 'Footer', {
      active: false,
      label: 'Old Terms',
      order: 2,
      url: '/terms',
    })
    await expect(menuLabels(page, 'Footer')).toHaveText(['Contact', 'Privacy Policy', 'Old Terms'])
    await shoot(page, 'admin-layout-footer')

    // The public site: active items by order, inactive ones left out, new-tab links marked.
    await openPublicHome(page, tenant)
    const main = page.getByRole('navigation', { name: 'Main' }).getByRole('link')
    await expect(main).toHaveText(['Shop', 'Docs', 'About Us'])
    await expect(main.filter({ hasText: 'Docs' })).toHaveAttribute('target', '_blank')
    await expect(main.filter({ hasText: 'Shop' })).not.toHaveAttribute('target', '_blank')
    const footer = page.getByRole('navigation', { name: 'Footer' }).getByRole('link')
    await expect(footer).toHaveText(['Contact', 'Privacy Policy'])
    await shoot(page, 'site-layout-menus')
  })
})
