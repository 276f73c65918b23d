import { expect, test } from '@playwright/test'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'

import { e2eAdmin } from './support/admin'
import { aiFields, signIn, unique } from './support/aiDialog'
import { checkAxe } from './support/axe'
import { LAPTOP } from './support/screens'

/**
 * Issue 38: an editor sees their world (their role, no developers' group, no Add or Delete Tenant,
 * their own AI runs in AI Logs), and the tenant list is live: a tenant added in one tab is selectable
 * at once in the header's select and the sidebar's Filter by Tenant, there and in a second tab, and a
 * selected tenant that goes away says so.
 */

type Tenant = { id: string; domain: string; name: string }

const editor = { password: 'an e2e editor password', username: `e2e-world-${unique()}` }
let editorId = ''
let demo: Tenant

const adminHeaders = async (request: APIRequestContext) => {
  const login = await request.post('/api/auth/login', {
    data: { password: e2eAdmin.password, username: e2eAdmin.username },
  })
  return { 'x-session-id': (await login.json()).sessionId as string }
}

/** The sidebar's multi-tenant selector (react-select): the tenants its menu offers. */
const sidebarOptions = async (page: Page) => {
  const selector = page.locator('.tenant-selector')
  await selector.locator('.rs__control').click()
  const options = await selector.locator('.rs__option').allTextContents()
  await page.keyboard.press('Escape')
  return options
}

test.describe('an editor sees their world', () => {
  test.use({ viewport: LAPTOP })

  test.beforeAll(async ({ request }) => {
    const headers = await adminHeaders(request)
    const tenants = (await (await request.get('/api/tenants', { headers })).json()) as Tenant[]
    demo = tenants.find((t) => t.domain === 'demo.localhost')!
    const created = await request.post('/api/cms/users', {
      data: { ...editor, role: 'editor', tenants: [{ tenant: demo.id }] },
      headers,
    })
    expect(created.status()).toBe(201)
    editorId = (await created.json()).doc.id
  })

  test.afterAll(async ({ request }) => {
    const headers = await adminHeaders(request)
    if (editorId)
      expect((await request.delete(`/api/cms/users/${editorId}`, { headers })).status()).toBe(200)
  })

  test('should show the Editor role, no developer group, no Add or Delete Tenant, and their own AI run', async ({
    page,
  }) => {
    const login = await page.request.post('/api/auth/login', { data: editor })
    expect(login.status()).toBe(200)
    const { sessionId } = (await login.json()) as { sessionId: string }
    await page.addInitScript((id) => window.localStorage.setItem('admin-session-id', id), sessionId)

    // Their own dataset (the demo tenant's only) and an AI run on it, which has no tenant.
    const name = `Editor run ${unique()}`
    const dataset = await page.request.post('/api/datasets', {
      data: { name, status: 'active', tenantIds: [demo.id] },
    })
    expect(dataset.status(), await dataset.text()).toBe(201)
    const datasetId = ((await dataset.json()) as { id: string }).id
    for (const [order, field] of aiFields().entries())
      expect(
        (
          await page.request.post(`/api/datasets/${datasetId}/fields`, {
            data: { ...field, order },
          })
        ).ok(),
      ).toBe(true)
    const run = await page.request.post(`/api/datasets/${datasetId}/ai-records`, {
      data: { inputList: ['Jaguar'], targetField: 'model', weeksToDistribute: 0 },
    })
    expect(run.status(), await run.text()).toBe(200)
    const { logId } = (await run.json()) as { logId: string }

    await page.goto('/admin')
    await expect(page.getByTestId('nav-username')).toHaveText(editor.username)
    await expect(page.getByTestId('nav-role')).toHaveText('Editor')
    await expect(page.getByTestId('developer-links')).toHaveCount(0)
    await expect(page.getByText('Payload collections (developers)')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(page.getByText('Add New Tenant')).toHaveCount(0)

    await page.goto('/admin/tenants')
    await expect(page.getByRole('article', { name: demo.name })).toBeVisible()
    await expect(page.getByText('Only administrators add or delete tenants.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add Tenant' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: `Delete ${demo.name}` })).toHaveCount(0)
    await expect(page.getByRole('button', { name: `Edit ${demo.name}` })).toBeVisible()

    await page.goto('/admin/datasets')
    await expect(page.getByRole('button', { name: 'Create New Dataset' }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add Tenant' })).toHaveCount(0)

    await page.goto('/admin/ai-logs')
    const card = page.locator(`[data-testid="ai-log-card"][data-log-id="${logId}"]`)
    await expect(card).toBeVisible()
    await expect(card.getByText(name)).toBeVisible()
    await expect(page.getByText('No AI activity yet')).toHaveCount(0)
  })
})

test.describe('a live tenant list', () => {
  test.use({ viewport: LAPTOP })

  const open = async (context: BrowserContext, path: string) => {
    const page = await context.newPage()
    await page.goto(path)
    await expect(page.getByTestId('tenant-selector')).toBeVisible()
    return page
  }

  test('should let a tenant added in one tab be selected at once in both selectors, there and in another tab, and say so when it goes', async ({
    page,
  }) => {
    await signIn(page)
    await page.goto('/admin/tenants')
    await expect(page.getByRole('heading', { level: 1, name: 'Tenant Management' })).toBeVisible()
    await page.getByTestId('tenant-selector').selectOption('all')
    const other = await open(page.context(), '/admin/tasks')

    const name = `Live ${unique()}`
    await page.getByRole('button', { name: 'Add Tenant' }).first().click()
    const create = page.getByRole('dialog', { name: 'Create New Tenant' })
    await create.getByLabel('Name').fill(name)
    await create.getByLabel('Domain').fill(`${name.toLowerCase().replace(' ', '-')}.example`)
    await create.getByRole('button', { name: 'Create Tenant' }).click()
    await expect(create).toBeHidden()

    // Chosen at once in the header: it is the one managed, and the sidebar's selector follows.
    await page.getByTestId('tenant-selector').selectOption({ label: name })
    await expect(page.getByTestId('tenant-context')).toHaveText(`Managing content for ${name}`)
    await expect(page.locator('.tenant-selector')).toContainText(name)
    await expect(page.getByTestId('tenant-notice')).toHaveCount(0)

    // The other tab, without a reload, offers it in both selectors and selects it.
    await expect(other.getByTestId('tenant-selector').getByRole('option', { name })).toHaveCount(1)
    await expect.poll(() => sidebarOptions(other)).toContain(name)
    await other.getByTestId('tenant-selector').selectOption({ label: name })
    await expect(other.getByTestId('tenant-context')).toHaveText(`Managing content for ${name}`)

    // Deleted here: both tabs say why they no longer manage it.
    await page.getByRole('button', { name: `Delete ${name}` }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete Tenant' })
    await confirm.getByRole('button', { name: 'Delete Tenant' }).click()
    await expect(confirm).toBeHidden()
    for (const tab of [page, other]) {
      await expect(tab.getByTestId('tenant-notice')).toContainText(
        `${name} is no longer available (deleted, or not assigned to you): now viewing All tenants.`,
      )
      await expect(tab.getByTestId('tenant-context')).toHaveText('Viewing All tenants')
      await expect(tab.getByTestId('tenant-selector').getByRole('option', { name })).toHaveCount(0)
    }
    await checkAxe(other, 'Tenant notice (light)')
    await other.emulateMedia({ colorScheme: 'dark' })
    await checkAxe(other, 'Tenant notice (dark)')
    await other.getByRole('button', { name: 'Dismiss' }).click()
    await expect(other.getByTestId('tenant-notice')).toHaveCount(0)

    // A saved choice of a tenant that is gone is refused with the reason, not swapped for another.
    await other.evaluate(
      (id) => window.localStorage.setItem('selectedAdminTenantId', id),
      '00000000-0000-4000-8000-000000000000',
    )
    await other.reload()
    await expect(other.getByTestId('tenant-notice')).toContainText(
      'cannot be selected: it no longer exists or is not assigned to you',
    )
    await expect(other.getByTestId('tenant-context')).toHaveText('Viewing All tenants')
  })
})
