import { expect, test } from '@playwright/test'

import { signInThroughApi } from './support/admin'
import { shoot } from './support/screens'
import {
  flipSetting,
  openSettings,
  restoreSettings,
  saveSettings,
  settingSwitch,
} from './support/settingsScreen'
import { toast } from './support/toast'
import { discardChanges } from './support/unsaved'

test.describe('Settings at /admin/settings', () => {
  test.afterAll(async ({ request }) => {
    await restoreSettings(request)
  })

  test('should save every setting, apply them across the admin, and show them again after a reload', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await signInThroughApi(page)
    await openSettings(page)
    await expect(page.getByLabel('Platform Name')).toHaveValue('Site Generator')
    await expect(page.getByLabel('Session Timeout (minutes)')).toHaveValue('1440')
    await expect(page.getByLabel('Primary Color', { exact: true })).toHaveValue('#1976D2')
    await expect(settingSwitch(page, 'Dark Mode')).not.toBeChecked()
    await expect(page).toHaveTitle('Settings | Site Generator')
    await shoot(page, 'admin-settings')

    // The form refuses what the API would, with the same messages, and saves nothing.
    await page.getByLabel('Platform Name').fill(' ')
    await page.getByLabel('Session Timeout (minutes)').fill('2')
    await page.getByLabel('Primary Color', { exact: true }).fill('blue')
    await page.getByLabel('Admin Email').fill('')
    await flipSetting(page, 'New Tenant')
    await saveSettings(page)
    await expect(page.getByText('Platform name is required')).toBeVisible()
    await expect(page.getByText('Session timeout must be at least 5 minutes')).toBeVisible()
    await expect(page.getByText('Primary color must be a hex color like #1976D2')).toBeVisible()
    await expect(
      page.getByText('Enter the admin email: notifications are sent to it'),
    ).toBeVisible()
    await expect(page.getByLabel('Platform Name')).toHaveAttribute('aria-invalid', 'true')
    await shoot(page, 'admin-settings-validation')

    await page.getByLabel('Platform Name').fill('E2E Sites')
    await page.getByLabel('Admin Email').fill('ops@e2e.example')
    await page.getByLabel('Default Domain').fill('Sites.E2E.example')
    await page.getByLabel('Session Timeout (minutes)').fill('90')
    await flipSetting(page, 'API Access Logging')
    await flipSetting(page, 'System Alerts')
    await flipSetting(page, 'Dark Mode')
    await page.getByLabel('Primary Color', { exact: true }).fill('#ab47bc')
    await saveSettings(page)
    await expect(toast(page, 'Settings saved')).toBeVisible()

    await page.reload()
    await expect(page.getByLabel('Platform Name')).toHaveValue('E2E Sites')
    await expect(page.getByLabel('Admin Email')).toHaveValue('ops@e2e.example')
    await expect(page.getByLabel('Default Domain')).toHaveValue('sites.e2e.example')
    await expect(page.getByLabel('Session Timeout (minutes)')).toHaveValue('90')
    await expect(settingSwitch(page, 'API Access Logging')).toBeChecked()
    await expect(settingSwitch(page, 'New Tenant')).toBeChecked()
    await expect(settingSwitch(page, 'Dataset Changes')).not.toBeChecked()
    await expect(settingSwitch(page, 'System Alerts')).toBeChecked()
    await expect(settingSwitch(page, 'Dark Mode')).toBeChecked()
    await expect(page.getByLabel('Primary Color', { exact: true })).toHaveValue('#AB47BC')

    // Applied: the name in the tab and the sidebar, Payload's dark theme, the primary colour.
    await expect(page).toHaveTitle('Settings | E2E Sites')
    await expect(page.getByTestId('platform-name')).toHaveText('E2E Sites')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(page.getByRole('button', { name: 'Save Settings' })).toHaveCSS(
      'background-color',
      'rgb(171, 71, 188)',
    )
    // The API access log shows the calls of this page, newest first.
    await page.getByRole('button', { name: 'Refresh' }).click()
    const log = page.getByTestId('access-log')
    await expect(
      log.getByRole('cell', { exact: true, name: '/api/settings' }).first(),
    ).toBeVisible()
    await expect(log.getByRole('cell', { exact: true, name: 'admin' }).first()).toBeVisible()
    await shoot(page, 'admin-settings-saved-dark')

    // The default domain is offered for new tenants; a typed domain is left alone.
    await page.goto('/admin/tenants')
    await expect(page).toHaveTitle('Tenants | E2E Sites')
    await page.getByRole('button', { name: 'Add Tenant' }).first().click()
    const create = page.getByRole('dialog', { name: 'Create New Tenant' })
    await create.getByLabel('Name').fill('Music Shop')
    await expect(create.getByLabel('Domain')).toHaveValue('music-shop.sites.e2e.example')
    await create.getByLabel('Domain').fill('music.example')
    await create.getByLabel('Name').fill('Music Shop Two')
    await expect(create.getByLabel('Domain')).toHaveValue('music.example')
    await create.getByRole('button', { name: 'Cancel' }).click()
    await discardChanges(page)

    // The sign-in screen names the platform; a new sign-in gets the session timeout.
    const login = await page.request.post('/api/auth/logout')
    expect(login.status()).toBe(200)
    await page.evaluate(() => localStorage.removeItem('admin-session-id'))
    await page.goto('/admin/login')
    await expect(page.getByTestId('sign-in-platform')).toHaveText('E2E Sites administration')
    await expect(page).toHaveTitle(/E2E Sites/)
  })

  test('should show an editor only their own two-factor sign-in', async ({ browser, request }) => {
    // An editor (no tenants) of this test's own.
    await request.post('/api/auth/login', {
      data: { password: 'e2e-admin-password', username: 'admin' },
    })
    const username = `e2e-editor-${Date.now().toString(36)}`
    const made = await request.post('/api/cms/users', {
      data: { password: 'an editor password', role: 'editor', username },
    })
    expect(made.status()).toBe(201)
    const page = await browser.newPage()
    const login = await page.request.post('/api/auth/login', {
      data: { password: 'an editor password', username },
    })
    expect(login.status()).toBe(200)
    expect((await page.request.get('/api/settings')).status()).toBe(403)
    await page.goto('/admin/settings')
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    await expect(
      page.getByText('Only administrators can change the platform settings.'),
    ).toBeVisible()
    await expect(settingSwitch(page, 'Two-Factor Authentication')).toBeVisible()
    await expect(page.getByLabel('Platform Name')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Save Settings' })).toHaveCount(0)
    await shoot(page, 'admin-settings-editor')
    await page.close()
    const id = String(((await made.json()) as { doc: { id: string } }).doc.id)
    expect((await request.delete(`/api/cms/users/${id}`)).status()).toBe(200)
  })
})
