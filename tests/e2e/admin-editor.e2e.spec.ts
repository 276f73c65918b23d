import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { e2eAdmin } from './support/admin'
import { LAPTOP, shoot } from './support/screens'
import { toast } from './support/toast'

// An editor limited to the demo tenant, in Payload's own admin screens (issue 11): the collections'
// rules hold there as on every other door.

const editor = {
  password: 'an e2e editor password',
  username: `e2e-editor-${Date.now().toString(36)}`,
}

type Tenant = { id: string; domain: string; name: string }

let editorId: string
let demo: Tenant
let other: Tenant
let defaultPageType: string

const adminHeaders = async (request: APIRequestContext) => {
  const login = await request.post('/api/auth/login', {
    data: { password: e2eAdmin.password, username: e2eAdmin.username },
  })
  return { 'x-session-id': (await login.json()).sessionId as string }
}

const signInAsEditor = async (page: Page) => {
  await page.goto('/admin/login')
  await page.getByLabel('Username').fill(editor.username)
  await page.getByLabel('Password', { exact: true }).fill(editor.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

test.describe('an editor in Payload admin screens', () => {
  test.use({ viewport: LAPTOP })

  test.beforeAll(async ({ request }) => {
    const headers = await adminHeaders(request)
    const tenants = (await (await request.get('/api/tenants', { headers })).json()) as Tenant[]
    demo = tenants.find((t) => t.domain === 'demo.localhost')!
    other = tenants.find((t) => t.domain !== 'demo.localhost')!
    const created = await request.post('/api/cms/users', {
      data: {
        password: editor.password,
        role: 'editor',
        tenants: [{ tenant: demo.id }],
        username: editor.username,
      },
      headers,
    })
    expect(created.status()).toBe(201)
    editorId = (await created.json()).doc.id
    const pageTypes = (await (
      await request.get(`/api/page-types?tenantId=${demo.id}`, { headers })
    ).json()) as { id: string; isDefault: boolean }[]
    defaultPageType = pageTypes.find((t) => t.isDefault)!.id
  })

  test.afterAll(async ({ request }) => {
    const headers = await adminHeaders(request)
    if (editorId)
      expect((await request.delete(`/api/cms/users/${editorId}`, { headers })).status()).toBe(200)
  })

  test('should see only its own tenant', async ({ page }) => {
    await signInAsEditor(page)
    await page.goto('/admin/collections/tenants')
    await expect(page.getByText(demo.domain).first()).toBeVisible()
    await expect(page.getByText(other.domain)).toHaveCount(0)
    await shoot(page, 'admin-editor-tenants')

    // The other tenant's document does not exist for the editor.
    await page.goto(`/admin/collections/tenants/${other.id}`)
    await expect(page.getByText(other.name, { exact: true })).toHaveCount(0)
  })

  test('should not be able to make itself an administrator on its account screen', async ({
    page,
  }) => {
    await signInAsEditor(page)
    await page.goto(`/admin/collections/users/${editorId}`)
    await expect(page.getByLabel('Username')).toHaveValue(editor.username)
    // The role field is the administrators': read-only here.
    const role = page.locator('#field-role')
    await expect(role).toBeVisible()
    await expect(role.locator('.rs__control')).toHaveAttribute('aria-disabled', 'true')

    // Asked directly from the same screen's session, the change is refused and nothing changes.
    const sessionId = await page.evaluate(() => localStorage.getItem('admin-session-id'))
    const forced = await page.request.patch(`/api/cms/users/${editorId}`, {
      data: { role: 'admin' },
      headers: { 'x-session-id': sessionId! },
    })
    expect(forced.status()).toBe(403)
    await page.reload()
    const me = await page.request.get('/api/auth/check', {
      headers: { 'x-session-id': sessionId! },
    })
    expect((await me.json()).user.role).toBe('editor')
  })

  test('should not be able to delete a default page type', async ({ page }) => {
    await signInAsEditor(page)
    await page.goto(`/admin/collections/page-types/${defaultPageType}`)
    await expect(page.getByLabel('Name')).not.toHaveValue('')
    await page.locator('.doc-controls__popup button, .doc-controls__dots').first().click()
    await page.getByRole('button', { name: /^Delete$/ }).click()
    const deleted = page.waitForResponse(
      (r) =>
        r.url().includes(`/api/cms/page-types/${defaultPageType}`) &&
        r.request().method() === 'DELETE',
    )
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
    expect((await deleted).status()).toBe(400)
    await expect(toast(page, 'Cannot delete default page type')).toBeVisible()
    await shoot(page, 'admin-editor-default-page-type')

    const sessionId = await page.evaluate(() => localStorage.getItem('admin-session-id'))
    const still = await page.request.get(`/api/cms/page-types/${defaultPageType}`, {
      headers: { 'x-session-id': sessionId! },
    })
    expect(still.status()).toBe(200)
  })
})
