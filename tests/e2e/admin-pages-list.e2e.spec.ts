import { expect, test } from '@playwright/test'

import { e2eAdmin, signInThroughApi } from './support/admin'
import { createTenant, openPagesOf, shownTitles } from './support/pagesScreen'
import { shoot } from './support/screens'

test.describe('Page Management: the list', () => {
  const tenants: string[] = []

  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    for (const id of tenants) await request.delete(`/api/tenants/${id}`)
  })

  test('should show the skeleton, then the empty state of all tenants without Create', async ({
    page,
  }) => {
    await signInThroughApi(page)
    await page.goto('/admin/tasks')
    await page.getByTestId('tenant-selector').selectOption('all')
    // The spec's section is listed once: Payload's own pages link is out of its sidebar groups.
    await expect(page.getByRole('link', { exact: true, name: 'Pages' })).toHaveCount(1)
    // The list answers late, then empty: the five skeleton rows first, 'No pages yet' after.
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    await page.route(
      (url) => url.pathname === '/api/pages',
      async (route) => {
        await answered
        await route.fulfill({ json: [] })
      },
    )
    await page.goto('/admin/pages')
    await expect(page.getByTestId('page-skeleton')).toHaveCount(5)
    await expect(page.getByRole('status').filter({ hasText: 'Loading pages...' })).toBeAttached()
    answer()
    await expect(page.getByText('No pages yet')).toBeVisible()
    await expect(page.getByTestId('page-skeleton')).toHaveCount(0)
    await expect(page.getByRole('button', { exact: true, name: 'Create' })).toHaveCount(0)
    await shoot(page, 'admin-pages-all-tenants-empty')
  })

  test('should page 12 pages by 10, featured first', async ({ page }) => {
    await signInThroughApi(page)
    const tenant = await createTenant(page, 'list')
    tenants.push(tenant.id)
    // The oldest page is featured: it still comes first.
    for (let n = 1; n <= 12; n++) {
      const reply = await page.request.post('/api/pages', {
        data: {
          featured: n === 1,
          status: n % 3 === 0 ? 'archived' : n % 2 === 0 ? 'published' : 'draft',
          tenantId: tenant.id,
          title: `Page ${String(n).padStart(2, '0')}`,
        },
      })
      expect(reply.status()).toBe(201)
    }
    await openPagesOf(page, tenant.name)
    const range = page.getByTestId('pages-range')
    await expect(range).toHaveText('Showing 1 to 10 of 12 pages')
    const titles = await shownTitles(page)
    expect(titles).toHaveLength(10)
    expect(titles[0]).toBe('Page 01')
    const pager = page.getByRole('navigation', { name: 'Pages list pagination' })
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await shoot(page, 'admin-pages-paging')

    await pager.getByRole('button', { name: 'Page 2' }).click()
    await expect(range).toHaveText('Showing 11 to 12 of 12 pages')
    await expect(page.getByTestId('page-row')).toHaveCount(2)
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled()
    const rest = await shownTitles(page)
    expect([...titles, ...rest].sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `Page ${String(i + 1).padStart(2, '0')}`),
    )
    await pager.getByRole('button', { name: 'Previous' }).click()
    await expect(range).toHaveText('Showing 1 to 10 of 12 pages')
    await pager.getByRole('button', { name: 'Next' }).click()
    await expect(range).toHaveText('Showing 11 to 12 of 12 pages')
  })
})
