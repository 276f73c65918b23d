import { expect, test } from '@playwright/test'

import { e2eAdmin } from './support/admin'

test.describe('Payload admin at /admin', () => {
  test('should show a sign-in form, sign in with the username and show the admin', async ({ page }) => {
    await page.goto('/admin')
    await expect(page.locator('input[name="username"]')).toBeVisible()
    await page.screenshot({ path: 'test-results/screens/admin-sign-in.png', fullPage: true })

    await page.locator('input[name="username"]').fill(e2eAdmin.username)
    await page.locator('input[name="password"]').fill(e2eAdmin.password)
    await page.getByRole('button', { name: /log ?in|sign ?in/i }).click()

    await expect(page.getByRole('link', { name: 'Tenants' }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Datasets' }).first()).toBeVisible()
    await page.screenshot({ path: 'test-results/screens/admin-dashboard.png', fullPage: true })
  })

  test('should open the admin with the session from POST /api/auth/login', async ({ page }) => {
    const login = await page.request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, rememberMe: true, username: e2eAdmin.username },
    })
    expect(login.status()).toBe(200)
    const body = await login.json()
    expect(body).toMatchObject({ expiresIn: '1 year', success: true })

    await page.goto('/admin/collections/tenants')
    await expect(page.locator('input[name="username"]')).toHaveCount(0)
    await expect(page.getByText('demo.localhost').first()).toBeVisible()

    const logout = await page.request.post('/api/auth/logout')
    expect(logout.status()).toBe(200)
    await page.goto('/admin')
    await expect(page.locator('input[name="username"]')).toBeVisible()
  })
})

test.describe('public site skeleton', () => {
  test('should show the demo tenant through simulate_domain and through demo.localhost', async ({ page, baseURL }) => {
    await page.goto('/?simulate_domain=demo.localhost')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Demo Music Store')

    const port = new URL(baseURL!).port
    const reply = await page.goto(`http://demo.localhost:${port}/`)
    expect(reply?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Demo Music Store')
  })

  test('should answer 404 Domain Not Found for an unknown domain', async ({ page, baseURL }) => {
    const port = new URL(baseURL!).port
    const reply = await page.goto(`http://nowhere.localhost:${port}/`)
    expect(reply?.status()).toBe(404)
    await expect(page.getByText('Domain Not Found')).toBeVisible()
  })
})
