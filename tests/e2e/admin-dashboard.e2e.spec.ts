import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'

import { e2eAdmin } from './support/admin'
import { shoot } from './support/screens'
import { toast } from './support/toast'

const signIn = async (page: Page) => {
  const login = await page.request.post('/api/auth/login', {
    data: { password: e2eAdmin.password, username: e2eAdmin.username },
  })
  expect(login.status()).toBe(200)
}

const created = async <T = { id: string }>(
  reply: Awaited<ReturnType<APIRequestContext['post']>>,
): Promise<T> => {
  expect(reply.status(), await reply.text()).toBe(201)
  return (await reply.json()) as T
}

test.describe('Dashboard at /admin', () => {
  const tenantIds: string[] = []

  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    for (const id of tenantIds) await request.delete(`/api/tenants/${id}`)
  })

  test('should show the stat cards, the tenants and the Recent Activity of what was just done', async ({
    page,
  }) => {
    const suffix = Date.now().toString(36)
    const name = `Dash Shop ${suffix}`
    const domain = `dash-${suffix}.example`
    await signIn(page)
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    for (const label of ['Active Tenants', 'Total Datasets', 'Templates', 'Shared Resources']) {
      await expect(page.getByRole('region', { name: label }).getByText(/^\d+$/)).toBeVisible()
    }
    const table = page.getByRole('table', { name: 'Active Tenants' })
    await expect(table.getByText('demo.localhost')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Create New Dataset' })).toHaveAttribute(
      'href',
      '/admin/datasets?create=1',
    )
    await expect(page.getByRole('link', { name: 'Design Template' })).toHaveAttribute(
      'href',
      '/admin/templates?create=1',
    )
    await shoot(page, 'admin-dashboard')

    // Add New Tenant from Quick Actions: the table and Recent Activity show it without a reload.
    const activeBefore = Number(await page.getByTestId('stat-tenants').textContent())
    await page.getByRole('button', { name: 'Add New Tenant' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create New Tenant' })
    await dialog.getByLabel('Name').fill(name)
    await dialog.getByLabel('Domain').fill(domain)
    await dialog.getByLabel('Status').selectOption('active')
    await dialog.getByRole('button', { name: 'Create Tenant' }).click()
    await expect(toast(page, 'Tenant created')).toBeVisible()
    await expect(table.getByText(domain)).toBeVisible()
    const row = table.getByRole('row').filter({ hasText: domain })
    await expect(row.getByText(name)).toBeVisible()
    await expect(row.getByText('active', { exact: true })).toBeVisible()
    const activity = page.getByRole('list', { name: 'Recent activity' })
    const activityItem = activity.getByRole('listitem').filter({ hasText: name })
    await expect(activityItem).toContainText('Tenant')
    await expect(activityItem).toContainText('Created')
    await expect(activityItem.getByRole('link', { name })).toHaveAttribute('href', '/admin/tenants')
    await expect(page.getByTestId('stat-tenants')).toHaveText(String(activeBefore + 1))
    const tenantsReply = await page.request.get('/api/tenants')
    const tenant = ((await tenantsReply.json()) as { domain: string; id: string }[]).find(
      (t) => t.domain === domain,
    )
    if (tenant) tenantIds.push(tenant.id)

    // Edit from the table: the tenants' edit dialog.
    await row.getByRole('button', { name: `Edit ${name}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Tenant' })
    await expect(edit.getByLabel('Name')).toHaveValue(name)
    await edit.getByLabel('Name').fill(`${name} edited`)
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(toast(page, 'Tenant updated')).toBeVisible()
    await expect(
      activity.getByRole('listitem').filter({ hasText: `${name} edited` }),
    ).toContainText('Updated')
    await shoot(page, 'admin-dashboard-after-changes')

    // Preview: the site origin with simulate_domain, in the same tab.
    await table
      .getByRole('row')
      .filter({ hasText: domain })
      .getByRole('button', { name: `Preview ${name} edited` })
      .click()
    await expect(page).toHaveURL(new RegExp(`/\\?simulate_domain=${domain.replace(/\./g, '\\.')}$`))
  })

  test('should list datasets shared by templates of two or more tenants in Manage Data Sharing', async ({
    page,
  }) => {
    const suffix = Date.now().toString(36)
    await signIn(page)
    const api = page.request
    const tenantA = await created(
      await api.post('/api/tenants', {
        data: { domain: `share-a-${suffix}.example`, name: `Share A ${suffix}` },
      }),
    )
    const tenantB = await created(
      await api.post('/api/tenants', {
        data: { domain: `share-b-${suffix}.example`, name: `Share B ${suffix}` },
      }),
    )
    tenantIds.push(tenantA.id, tenantB.id)
    const dataset = await created(
      await api.post('/api/datasets', {
        data: { name: `Shared Guitars ${suffix}`, tenantIds: [tenantA.id, tenantB.id] },
      }),
    )
    await created(
      await api.post('/api/templates', {
        data: {
          datasetId: dataset.id,
          name: `A guitars ${suffix}`,
          tenantId: tenantA.id,
          urlPattern: '/guitars',
        },
      }),
    )
    await created(
      await api.post('/api/templates', {
        data: {
          datasetId: dataset.id,
          name: `B guitars ${suffix}`,
          tenantId: tenantB.id,
          urlPattern: '/guitars',
        },
      }),
    )

    await page.goto('/admin')
    await page.getByRole('button', { name: 'Manage Data Sharing' }).click()
    const dialog = page.getByRole('dialog', { name: 'Data Sharing' })
    const item = dialog
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: `Shared Guitars ${suffix}` }) })
    await expect(item).toContainText('Used by 2 tenants')
    await expect(item).toContainText(`Share A ${suffix}:`)
    await expect(item.getByRole('link', { name: `B guitars ${suffix}` })).toHaveAttribute(
      'href',
      '/admin/templates',
    )
    await expect(item.getByRole('link', { name: `Shared Guitars ${suffix}` })).toHaveAttribute(
      'href',
      '/admin/datasets',
    )
    await shoot(page, 'admin-dashboard-data-sharing')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await api.delete(`/api/datasets/${dataset.id}`)
  })
})
