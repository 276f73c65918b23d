import { expect, test } from '@playwright/test'

import { e2eAdmin } from './support/admin'
import { checkAxe } from './support/axe'
import { LAPTOP, shoot } from './support/screens'

const BAR = 'Preview: not published'

// A private preview (issue 4 of the editorial workflow) opened in the browser, on the built site: the
// draft under its bar on the tenant's own domain, while the live page keeps the live text.
test.describe('a preview link', () => {
  test.use({ viewport: LAPTOP })
  const created: string[] = []

  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    for (const id of created) expect((await request.delete(`/api/pages/${id}`)).ok()).toBe(true)
  })

  test('should show the draft on the tenant domain under the preview bar', async ({
    page,
    baseURL,
  }) => {
    const login = await page.request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    expect(login.status()).toBe(200)
    const tenants: { id: string; domain: string }[] = await (
      await page.request.get('/api/tenants')
    ).json()
    const demo = tenants.find((t) => t.domain === 'demo.localhost')!
    const reply = await page.request.post('/api/pages', {
      data: {
        content: 'Tune the strings before every lesson.',
        slug: 'preview-tuning',
        status: 'published',
        tenantId: demo.id,
        title: 'Tuning Before Lessons',
        type: 'blog',
      },
    })
    expect(reply.status()).toBe(201)
    const { id } = await reply.json()
    created.push(id)
    const draft = await page.request.put(`/api/pages/${id}/draft`, {
      data: { content: 'Tune the strings, then warm up for five minutes.' },
    })
    expect(draft.status()).toBe(200)

    const link = await page.request.post(`/api/pages/${id}/preview-link`, { data: {} })
    expect(link.status()).toBe(200)
    const { url } = await link.json()
    const port = new URL(baseURL!).port
    expect(url).toMatch(new RegExp(`^http://demo\\.localhost:${port}/__preview/[\\w-]+\\.[\\w-]+$`))

    const opened = await page.goto(url)
    expect(opened?.status()).toBe(200)
    expect(opened?.headers()['cache-control']).toBe('no-store')
    expect(opened?.headers()['x-robots-tag']).toBe('noindex')
    await expect(page.getByRole('region', { name: BAR })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tuning Before Lessons')
    await expect(page.getByText('then warm up for five minutes')).toBeVisible()
    await checkAxe(page, 'site: preview')
    await shoot(page, 'site-preview')

    // The live page is as it was, without the bar.
    await page.goto(`http://demo.localhost:${port}/blog/preview-tuning`)
    await expect(page.getByText('Tune the strings before every lesson.')).toBeVisible()
    await expect(page.getByText(BAR)).toHaveCount(0)

    // A forged link is the site's own 'Page Not Found'.
    const forged = await page.goto(`${url.slice(0, -1)}${url.endsWith('A') ? 'B' : 'A'}`)
    expect(forged?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
  })
})
