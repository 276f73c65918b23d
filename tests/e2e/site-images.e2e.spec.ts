import { expect, test } from '@playwright/test'

import { e2eAdmin } from './support/admin'
import { LAPTOP, shoot } from './support/screens'

// Stock photos live on other hosts; the browser's requests to this one are answered by the test.
const PHOTO = 'https://images.example/cello.svg'
const DEAD = 'https://images.example/gone.jpg'
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#f59e0b"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/><circle cx="600" cy="315" r="160" fill="#fff" opacity=".35"/></svg>`

test.describe('featured images', () => {
  test.use({ viewport: LAPTOP })
  const created: string[] = []

  // The e2e database is shared by the whole run: leave the demo site as it was.
  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    for (const id of created) expect((await request.delete(`/api/pages/${id}`)).ok()).toBe(true)
  })

  test('should show a featured image with its attribution, and hide one that fails to load', async ({
    page,
  }) => {
    await page.route('https://images.example/**', (route) =>
      route.request().url() === PHOTO
        ? route.fulfill({ body: SVG, contentType: 'image/svg+xml' })
        : route.fulfill({ status: 404, body: '' }),
    )
    const login = await page.request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    expect(login.status()).toBe(200)
    const tenants: { id: string; domain: string }[] = await (
      await page.request.get('/api/tenants')
    ).json()
    const demo = tenants.find((t) => t.domain === 'demo.localhost')!

    const post = async (slug: string, featuredImage: string) => {
      const reply = await page.request.post('/api/pages', {
        data: {
          content: 'Rosin, a soft cloth and a steady hand.',
          excerpt: 'What a first cello needs, in one picture.',
          featuredImage,
          imageAttribution: 'Photo: Demo Studio',
          publishedAt: new Date().toISOString(),
          slug,
          status: 'published',
          tenantId: demo.id,
          title:
            slug === 'cello-in-pictures' ? 'The Cello in Pictures' : 'A Picture That Went Missing',
          type: 'blog',
        },
      })
      expect(reply.status()).toBe(201)
      created.push((await reply.json()).id)
    }
    await post('cello-in-pictures', PHOTO)
    await post('missing-picture', DEAD)

    await page.goto('/blog/cello-in-pictures?simulate_domain=demo.localhost')
    const figure = page.locator('article figure')
    await expect(figure.locator('img')).toHaveJSProperty('complete', true)
    expect(
      await figure.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0)
    await expect(figure).toContainText('Photo: Demo Studio')
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', PHOTO)
    await shoot(page, 'site-post-image')

    await page.goto('/blog/missing-picture?simulate_domain=demo.localhost')
    const dead = page.locator('article figure img')
    await expect(dead).toHaveJSProperty('complete', true)
    const box = await dead.boundingBox()
    // Nothing painted: the broken image takes no room (no broken-image icon, no empty frame).
    expect(box === null || box.height === 0).toBe(true)

    await page.goto('/blog?simulate_domain=demo.localhost')
    await shoot(page, 'site-blog-images')
  })
})
