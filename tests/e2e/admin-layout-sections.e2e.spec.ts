import { expect, test } from '@playwright/test'

import { e2eAdmin } from './support/admin'
import type { SiteTenant } from './support/layoutScreen'
import {
  createSiteTenant,
  flipSwitch,
  openLayout,
  openPublicHome,
  sectionTitles,
} from './support/layoutScreen'
import { shoot } from './support/screens'
import { toast } from './support/toast'
import { discardConfirm } from './support/unsaved'
import { fillCode } from './support/codeEditor'

const CUSTOM_HTML = '<p>Hello from the <strong>layout</strong> test.</p>'

test.describe('Layout Management at /admin/layout: homepage sections and panels', () => {
  const tenants: SiteTenant[] = []

  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    for (const { id } of tenants) await request.delete(`/api/tenants/${id}`)
  })

  test('should add, move, switch off, edit and delete homepage sections the site shows in order', async ({
    page,
  }) => {
    const tenant = await createSiteTenant(page, 'home')
    tenants.push(tenant)
    const type = await page.request.post('/api/page-types', {
      data: { name: 'Guides', slug: 'guides', tenantId: tenant.id, urlStructure: '/guides' },
    })
    expect(type.status()).toBe(201)
    await openLayout(page, tenant, 'Homepage Layout')
    await expect(page.getByText('No homepage sections yet. Add one above.')).toBeVisible()

    const form = page.getByRole('form', { name: 'Add Homepage Section' })
    await expect(form.getByLabel('Section Type')).toHaveValue('blog_posts')
    await expect(form.getByLabel('Item Count')).toHaveValue('3')
    await form.getByRole('button', { name: 'Add Section' }).click()
    await expect(form.getByText('Title is required')).toBeVisible()

    // Changing the type clears the page type, category or template chosen.
    await form.getByLabel('Section Type').selectOption('page_type')
    await form.getByLabel('Page Type').selectOption({ label: 'Guides' })
    await form.getByLabel('Section Type').selectOption('category')
    await expect(form.getByLabel('Page Type')).toHaveCount(0)
    await form.getByLabel('Section Type').selectOption('page_type')
    await expect(form.getByLabel('Page Type')).toHaveValue('')
    await form.getByLabel('Title').fill('Guides')
    await form.getByRole('button', { name: 'Add Section' }).click()
    await expect(form.getByText('Please select a page type')).toBeVisible()
    await form.getByLabel('Page Type').selectOption({ label: 'Guides' })
    await form.getByRole('button', { name: 'Add Section' }).click()
    await expect(toast(page, 'Homepage section created successfully')).toBeVisible()
    await expect(form.getByLabel('Title')).toHaveValue('')

    await form.getByLabel('Section Type').selectOption('custom_content')
    await form.getByLabel('Title').fill('Welcome')
    await fillCode(form.getByLabel('Content (HTML)'), CUSTOM_HTML)
    await form.getByRole('button', { name: 'Add Section' }).click()
    await expect(toast(page, 'Homepage section created successfully')).toBeVisible()
    await expect(form.getByLabel('Title')).toHaveValue('')

    await form.getByLabel('Title').fill('Latest')
    await form.getByLabel('Item Count').fill('6')
    await form.getByRole('button', { name: 'Add Section' }).click()
    await expect(toast(page, 'Homepage section created successfully')).toBeVisible()
    await expect(sectionTitles(page)).toHaveText(['Guides', 'Welcome', 'Latest'])

    // Up is disabled on the first row, down on the last.
    await expect(page.getByRole('button', { name: 'Move Guides up' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Move Guides down' })).toBeEnabled()
    await expect(page.getByRole('button', { name: 'Move Latest down' })).toBeDisabled()
    await page.getByRole('button', { name: 'Move Latest up' }).click()
    await expect(toast(page, 'Homepage section updated successfully')).toBeVisible()
    await expect(sectionTitles(page)).toHaveText(['Guides', 'Latest', 'Welcome'])
    await expect(page.getByRole('button', { name: 'Move Latest up' })).toBeFocused()
    await page.getByRole('button', { name: 'Move Guides down' }).click()
    await expect(sectionTitles(page)).toHaveText(['Latest', 'Guides', 'Welcome'])
    await expect(page.getByRole('button', { name: 'Move Guides down' })).toBeFocused()
    await expect(page.getByRole('button', { name: 'Move Latest up' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Move Welcome down' })).toBeDisabled()
    await shoot(page, 'admin-layout-homepage')

    await openPublicHome(page, tenant)
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Latest',
      'Guides',
      'Welcome',
    ])
    await expect(page.getByText('Hello from the layout test.')).toBeVisible()
    await expect(page.getByRole('main').locator('strong', { hasText: 'layout' })).toBeVisible()

    // Switch one off, rename one, delete one.
    await openLayout(page, tenant, 'Homepage Layout')
    await flipSwitch(page, 'Active: Guides')
    await expect(toast(page, 'Homepage section updated successfully')).toBeVisible()
    await expect(page.getByRole('switch', { name: 'Active: Guides' })).not.toBeChecked()
    // Escape leaves the inline edit, back on its Edit button.
    await page.getByRole('button', { name: 'Edit Welcome' }).click()
    const edit = page.getByRole('form', { name: 'Edit Welcome' })
    await edit.getByLabel('Title').press('Escape')
    await expect(edit).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Edit Welcome' })).toBeFocused()
    await page.getByRole('button', { name: 'Edit Welcome' }).click()
    await expect(edit.getByLabel('Content (HTML)')).toHaveText(CUSTOM_HTML)
    await edit.getByLabel('Title').fill('Hello there')
    // Changed, Escape asks first; Escape again is Keep editing, back in the field.
    await edit.getByLabel('Title').press('Escape')
    await expect(discardConfirm(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(discardConfirm(page)).toBeHidden()
    await expect(edit.getByLabel('Title')).toHaveValue('Hello there')
    await expect(edit.getByLabel('Title')).toBeFocused()
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'Homepage section updated successfully')).toBeVisible()
    await page.getByRole('button', { name: 'Delete Latest' }).click()
    await page
      .getByRole('dialog', { name: 'Delete Homepage Section' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(toast(page, 'Homepage section deleted successfully')).toBeVisible()
    await expect(sectionTitles(page)).toHaveText(['Guides', 'Hello there'])

    await openPublicHome(page, tenant)
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Hello there'])
  })

  test('should create, list by name, edit and delete panels', async ({ page }) => {
    const tenant = await createSiteTenant(page, 'panels')
    tenants.push(tenant)
    await openLayout(page, tenant, 'Panels')
    const form = page.getByRole('form', { name: 'Create Panel' })
    await expect(form).toContainText(
      '{option1|option2|option3} in the content for a random text selection',
    )
    await expect(form.getByLabel('Active', { exact: true })).toBeChecked()
    await form.getByRole('button', { name: 'Create Panel' }).click()
    await expect(form.getByText('Name is required')).toBeVisible()
    await expect(form.getByText('Content is required')).toBeVisible()

    const long = `<p>{Hi|Hello}</p>${'x'.repeat(250)}`
    await form.getByLabel('Panel Name').fill('Sidebar')
    await fillCode(form.getByLabel('Panel Content (HTML)'), long)
    await form.getByRole('button', { name: 'Create Panel' }).click()
    await expect(toast(page, 'Panel created successfully')).toBeVisible()
    await expect(form.getByLabel('Panel Name')).toHaveValue('')
    await form.getByLabel('Panel Name').fill('Banner')
    await fillCode(form.getByLabel('Panel Content (HTML)'), '<p>Big news</p>')
    await form.getByRole('button', { name: 'Create Panel' }).click()
    await expect(toast(page, 'Panel created successfully')).toBeVisible()

    const items = page.getByTestId('panel-item')
    await expect(items.locator('h3')).toHaveText([/^Banner/, /^Sidebar/])
    await expect(items.nth(1).locator('pre')).toHaveText(`${long.slice(0, 200)}...`)

    await page.getByRole('button', { name: 'Edit Banner' }).click()
    const edit = page.getByRole('form', { name: 'Edit Banner' })
    await edit.getByLabel('Panel Name').fill('Top Banner')
    await edit.getByLabel('Active', { exact: true }).uncheck()
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(toast(page, 'Panel updated successfully')).toBeVisible()
    await expect(items.locator('h3')).toHaveText([/^Sidebar/, /^Top Banner/])
    await expect(items.nth(1)).toContainText('inactive')
    await shoot(page, 'admin-layout-panels')

    await page.getByRole('button', { name: 'Delete Sidebar' }).click()
    await page
      .getByRole('dialog', { name: 'Delete Panel' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(toast(page, 'Panel deleted successfully')).toBeVisible()
    await expect(items.locator('h3')).toHaveText([/^Top Banner/])
  })
})
