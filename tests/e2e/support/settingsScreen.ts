import { expect } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'

import { e2eAdmin } from './admin'

/** What tests/e2e/admin-settings*.e2e.spec.ts share. */

/** The settings a fresh installation has: every settings test puts them back for the other files. */
const DEFAULT_SETTINGS = {
  platformName: 'Site Generator',
  adminEmail: null,
  defaultDomain: null,
  sessionTimeoutMinutes: 1440,
  apiAccessLogging: false,
  notifyNewTenant: false,
  notifyDatasetChanges: false,
  notifySystemAlerts: false,
  darkMode: false,
  primaryColor: '#1976D2',
  trashRetentionDays: 30,
}

/** The e2e server's mail server (playwright.config.ts sets SMTP_URL to it): the port after the app's. */
export const E2E_SMTP_PORT = Number(process.env.E2E_PORT || 3199) + 1

export const restoreSettings = async (request: APIRequestContext) => {
  await request.post('/api/auth/login', {
    data: { password: e2eAdmin.password, username: e2eAdmin.username },
  })
  const reply = await request.put('/api/settings', { data: DEFAULT_SETTINGS })
  expect(reply.status()).toBe(200)
}

export const openSettings = async (page: Page) => {
  await page.goto('/admin/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(page.getByLabel('Platform Name')).not.toHaveValue('')
}

export const saveSettings = async (page: Page) => {
  await page.getByRole('button', { name: 'Save Settings' }).click()
}

/** An administrator of the test's own (two-factor and sign-ins change the account they use). */
export const createAdmin = async (
  request: APIRequestContext,
  username: string,
  password: string,
) => {
  await request.post('/api/auth/login', {
    data: { password: e2eAdmin.password, username: e2eAdmin.username },
  })
  const made = await request.post('/api/cms/users', { data: { password, role: 'admin', username } })
  expect(made.status()).toBe(201)
  return String(((await made.json()) as { doc: { id: string } }).doc.id)
}

/** The switch that shows and changes a setting, by its label. */
export const settingSwitch = (page: Page, label: string) =>
  page.getByRole('switch', { exact: true, name: label })

/** Flips a setting's switch the way a pointer does: a click on its drawn toggle (its label). */
export const flipSetting = (page: Page, label: string) =>
  page.locator('label', { has: settingSwitch(page, label) }).click()
