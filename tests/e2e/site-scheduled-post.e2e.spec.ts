import { expect, test } from '@playwright/test'

import { e2eAdmin, signInThroughApi } from './support/admin'
import { createTenant } from './support/pagesScreen'

// The e2e server sweeps the publishing schedule every second (PAGE_SCHEDULE_POLL_MS in
// playwright.config.ts), so a post scheduled a few seconds ahead shows up while the test watches.
test.describe('Scheduled publishing', () => {
  const tenants: string[] = []

  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    for (const id of tenants) await request.delete(`/api/tenants/${id}`)
  })

  test('should show a post scheduled a few seconds ahead on the blog once its time comes', async ({
    page,
  }) => {
    await signInThroughApi(page)
    const tenant = await createTenant(page, 'scheduled')
    tenants.push(tenant.id)
    const title = 'Monday Morning Scales'
    const created = await page.request.post('/api/pages', {
      data: {
        content: 'Warm up with **scales** before anything else.',
        status: 'draft',
        tenantId: tenant.id,
        title,
        type: 'blog',
      },
    })
    expect(created.status()).toBe(201)
    const { id } = (await created.json()) as { id: string }
    const publishAt = new Date(Date.now() + 5_000).toISOString()
    const scheduled = await page.request.post(`/api/pages/${id}/schedule`, { data: { publishAt } })
    expect(scheduled.status()).toBe(200)
    expect(await scheduled.json()).toMatchObject({ publishAt, status: 'draft' })

    const site = await page.context().newPage()
    await site.goto(`/blog?simulate_domain=${tenant.domain}`)
    await expect(site.getByText('No Blog Posts Yet')).toBeVisible()
    await expect(site.getByRole('link', { name: title })).toHaveCount(0)

    await expect(async () => {
      await site.reload()
      await expect(site.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 500 })
    }).toPass({ timeout: 30_000 })
    await site.getByRole('link', { name: title }).first().click()
    await expect(site.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(site.getByText('before anything else')).toBeVisible()
  })
})
