import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'

/** The administrator the e2e server is started with (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const e2eAdmin = { password: 'e2e-admin-password', username: 'admin' }

/** Signs the page's browser context in as the administrator through the API (the session cookie). */
export const signInThroughApi = async (page: Page) => {
  const login = await page.request.post('/api/auth/login', {
    data: { password: e2eAdmin.password, username: e2eAdmin.username },
  })
  expect(login.status()).toBe(200)
}
