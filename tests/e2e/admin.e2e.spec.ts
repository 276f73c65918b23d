import { expect, type Page, test } from '@playwright/test'

import { e2eAdmin } from './support/admin'
import { LAPTOP, PHONE, shoot } from './support/screens'

const SIDEBAR = [
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

const signIn = async (page: Page, { rememberMe = false } = {}) => {
  await page.getByLabel('Username').fill(e2eAdmin.username)
  await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password)
  if (rememberMe) await page.getByLabel(/Remember me/).check()
  await page.getByRole('button', { name: 'Sign In' }).click()
}

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' })

test.describe('sign-in', () => {
  test('should keep Sign In disabled until both fields have text, and refuse a wrong password', async ({
    page,
  }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login/)
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    await expect(page.getByText('keep me logged in for 1 year')).toBeVisible()
    const button = page.getByRole('button', { name: 'Sign In' })
    await expect(button).toBeDisabled()
    await page.getByLabel('Username').fill('   ')
    await page.getByLabel('Password', { exact: true }).fill('something')
    await expect(button).toBeDisabled()
    await page.getByLabel('Username').fill(e2eAdmin.username)
    await expect(button).toBeEnabled()
    await shoot(page, 'admin-sign-in')

    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await button.click()
    await expect(page.getByText('Login failed')).toBeVisible()
    await expect(page.getByText('Invalid credentials')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
  })

  test('should sign in, keep the session id in localStorage, land on /admin and show the sidebar', async ({
    page,
  }) => {
    await page.goto('/admin/login')
    await signIn(page, { rememberMe: true })
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByText('Login successful')).toBeVisible()
    await expect(page.getByText('Welcome back! Session expires in 1 year')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()

    const stored = await page.evaluate(() => localStorage.getItem('admin-session-id'))
    expect(stored).toMatch(/^[A-Za-z0-9_-]{43}$/)

    for (const label of SIDEBAR)
      await expect(adminNav(page).getByRole('link', { exact: true, name: label })).toBeVisible()
    await expect(page.getByTestId('nav-username')).toHaveText(e2eAdmin.username)
    await expect(page.getByText('Administrator', { exact: true })).toBeVisible()

    await adminNav(page).getByRole('link', { exact: true, name: 'Tasks' }).click()
    await expect(page).toHaveURL(/\/admin\/tasks$/)
    await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible()
  })

  test('should show the sign-in screen in place of a screen when nobody is signed in', async ({
    page,
  }) => {
    await page.goto('/admin/datasets')
    await expect(page).toHaveURL(/\/admin\/datasets$/)
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    await signIn(page)
    await expect(page).toHaveURL(/\/admin$/)
  })

  test('should send / on the admin host to /admin', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/admin/)
  })
})

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/admin/login')
    await signIn(page)
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  })

  test('should share the tenant choice with the multi-tenant plugin and restore it after a reload', async ({
    page,
    context,
  }) => {
    await page.goto('/admin/tasks')
    await expect(page.getByTestId('tenant-context')).toHaveText('Viewing All tenants')
    await page.getByTestId('tenant-selector').selectOption({ label: 'Demo Music Store' })
    await expect(page.getByTestId('tenant-context')).toHaveText(
      'Managing content for Demo Music Store',
    )
    const tenantId = await page.evaluate(() => localStorage.getItem('selectedAdminTenantId'))
    expect(tenantId).toMatch(/^[0-9a-f-]{36}$/)
    const cookie = (await context.cookies()).find((c) => c.name === 'payload-tenant')
    expect(cookie?.value).toBe(tenantId)

    const preview = page.getByRole('link', { name: 'Preview' })
    await expect(preview).toHaveAttribute('href', '/?simulate_domain=demo.localhost')

    await page.reload()
    await expect(page.getByTestId('tenant-context')).toHaveText(
      'Managing content for Demo Music Store',
    )
    await expect(page.getByTestId('tenant-selector')).toHaveValue(tenantId!)

    await page.getByTestId('tenant-selector').selectOption('all')
    await expect(page.getByTestId('tenant-context')).toHaveText('Viewing All tenants')
    expect(await page.evaluate(() => localStorage.getItem('selectedAdminTenantId'))).toBe('all')
    await page.reload()
    await expect(page.getByTestId('tenant-context')).toHaveText('Viewing All tenants')
    await expect(page.getByRole('link', { name: 'Preview' })).toHaveCount(0)
  })

  test('should open the sidebar as a drawer from its toggle on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/admin/tasks')
    await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible()
    const link = adminNav(page).getByRole('link', { exact: true, name: 'Datasets' })
    // Payload's template marks the open drawer on its wrapper; closed, the sidebar is off-screen.
    const template = page.locator('.template-default')
    await expect(template).not.toHaveClass(/template-default--nav-open/)
    await page.getByRole('button', { name: 'Open Menu' }).filter({ visible: true }).first().click()
    await expect(template).toHaveClass(/template-default--nav-open/)
    await expect(link).toBeVisible()
    await page.screenshot({ fullPage: false, path: 'test-results/screens/admin-drawer-phone.png' })
    await link.click()
    await expect(page).toHaveURL(/\/admin\/datasets$/)
    await page.setViewportSize(LAPTOP)
  })

  test('should log out: toast, sign-in screen, stored session id cleared', async ({ page }) => {
    await page.getByRole('button', { exact: true, name: 'Logout' }).click()
    await expect(page.getByText('Logged out', { exact: true })).toBeVisible()
    await expect(page.getByText('You have been successfully logged out')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('admin-session-id'))).toBeNull()
    await page.goto('/admin/tasks')
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  })
})

test.describe('sessions from the API', () => {
  test('should open the admin with the session from POST /api/auth/login and close it with logout', async ({
    page,
  }) => {
    const login = await page.request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, rememberMe: true, username: e2eAdmin.username },
    })
    expect(login.status()).toBe(200)
    expect(await login.json()).toMatchObject({ expiresIn: '1 year', success: true })

    await page.goto('/admin/collections/tenants')
    await expect(page.getByRole('heading', { name: 'Sign In' })).toHaveCount(0)
    await expect(page.getByText('demo.localhost').first()).toBeVisible()

    expect((await page.request.post('/api/auth/logout')).status()).toBe(200)
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  })
})

test.describe('public site skeleton', () => {
  test('should show the demo tenant through simulate_domain and through demo.localhost', async ({
    page,
    baseURL,
  }) => {
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
