import { expect, test } from '@playwright/test'
import type { APIResponse, Page } from '@playwright/test'
import sharp from 'sharp'

import { e2eAdmin } from './support/admin'

// Payload's REST and GraphQL through the real Next door of the built app, behind the same limits as /api.

const signIn = async (page: Page) => {
  const login = await page.request.post('/api/auth/login', {
    data: { password: e2eAdmin.password, username: e2eAdmin.username },
  })
  expect(login.status()).toBe(200)
  return (await login.json()).sessionId as string
}

const messageOf = async (reply: APIResponse) => (await reply.json()).message as string

test.describe('limits on /api/cms in front of Next', () => {
  test('should refuse a 2 MB JSON body and a deeply nested one with 400 and a message, creating nothing', async ({
    page,
  }) => {
    const sessionId = await signIn(page)
    const headers = { 'content-type': 'application/json', 'x-session-id': sessionId }
    const name = `Too big ${Date.now()}`

    const big = await page.request.post('/api/cms/tenants', {
      data: JSON.stringify({ domain: 'big.example', name, notes: 'x'.repeat(2_000_000) }),
      headers,
    })
    expect(big.status()).toBe(400)
    expect(await messageOf(big)).toBe('Request body is larger than the 1 MB limit')

    const deep = await page.request.post('/api/cms/tenants', {
      data: '['.repeat(10_000) + ']'.repeat(10_000),
      headers,
    })
    expect(deep.status()).toBe(400)
    expect(await messageOf(deep)).toBe('JSON in the request body is nested deeper than 100 levels')

    // A Buffer: Playwright would encode a string that is not JSON as a JSON string.
    const graphql = await page.request.post('/api/cms/graphql', {
      data: Buffer.from('{"query":'),
      headers,
    })
    expect(graphql.status()).toBe(400)
    expect(await messageOf(graphql)).toBe('Malformed JSON in the request body')

    const list = await page.request.get(
      `/api/cms/tenants?where[name][equals]=${encodeURIComponent(name)}`,
      { headers: { 'x-session-id': sessionId } },
    )
    expect((await list.json()).totalDocs).toBe(0)
  })

  test("should refuse a cross-site write signed in by the cookie alone, and let the admin's own through", async ({
    page,
    baseURL,
  }) => {
    await signIn(page) // the session cookie is now in the page's context
    const foreign = await page.request.post('/api/cms/tenants', {
      data: {},
      headers: { origin: 'https://evil.example' },
    })
    expect(foreign.status()).toBe(403)
    expect(await messageOf(foreign)).toBe('Cross-site request refused')

    const crossSite = await page.request.post('/api/cms/graphql', {
      data: { query: 'mutation { deleteTenant(id: "x") { id } }' },
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.status()).toBe(403)

    // Same origin, cookie only (as Payload's own admin screens call it): Payload answers, here a validation error.
    const own = await page.request.post('/api/cms/tenants', {
      data: {},
      headers: { origin: new URL(baseURL!).origin },
    })
    expect(own.status()).toBe(400)
    expect((await own.json()).errors[0].message).toContain('invalid')
  })

  test("should save a document through Payload's own collection screen (a multipart form replayed to Next)", async ({
    page,
  }) => {
    await signIn(page)
    const username = `e2e-csp-${Date.now().toString(36)}`
    await page.goto('/admin/collections/users/create')
    // The screen refreshes itself once after it loads, emptying what was typed before: type and save
    // again until the save goes out (the client refuses to send empty required fields).
    await expect(async () => {
      await page.getByLabel('Username').fill(username)
      await page.getByLabel('New Password').fill('a long e2e password')
      await page.getByLabel('Confirm Password').fill('a long e2e password')
      const saved = page.waitForResponse(
        (r) => r.url().includes('/api/cms/users') && r.request().method() === 'POST',
        { timeout: 3000 },
      )
      await page.getByRole('button', { name: 'Save' }).click()
      expect((await saved).status()).toBe(201)
    }).toPass({ timeout: 30_000 })
    await expect(page).toHaveURL(/\/admin\/collections\/users\/[0-9a-f-]{36}/)
    await expect(page.getByLabel('Username')).toHaveValue(username)
  })
})

test.describe('uploads through Next', () => {
  test('should store an image of more than 1 MB in media: uploads keep their own limit', async ({
    page,
  }) => {
    const sessionId = await signIn(page)
    const headers = { 'x-session-id': sessionId }
    const tenants = await page.request.get(
      '/api/cms/tenants?where[domain][equals]=demo.localhost',
      { headers },
    )
    const tenant = (await tenants.json()).docs[0].id as string
    const image = await sharp({
      create: {
        background: '#000',
        channels: 3,
        height: 700,
        noise: { mean: 128, sigma: 60, type: 'gaussian' },
        width: 700,
      },
    })
      .png()
      .toBuffer()
    expect(image.length).toBeGreaterThan(1024 * 1024)

    const stored = await page.request.post('/api/cms/media', {
      headers,
      multipart: {
        _payload: JSON.stringify({ alt: 'E2E noise', tenant }),
        file: { buffer: image, mimeType: 'image/png', name: `noise-${Date.now()}.png` },
      },
    })
    expect(stored.status()).toBe(201)
    expect((await stored.json()).doc).toMatchObject({ alt: 'E2E noise', filesize: image.length })
  })
})

test.describe('security headers', () => {
  test('should frame the admin only from itself and send nosniff and a Referrer-Policy everywhere', async ({
    page,
  }) => {
    const admin = await page.goto('/admin/login')
    const headers = admin!.headers()
    expect(headers['content-security-policy']).toBe("frame-ancestors 'self'")
    expect(headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')

    for (const path of [
      '/api/cms/tenants',
      '/api/tasks',
      '/healthz',
      '/?simulate_domain=demo.localhost',
      '/_next/nothing.js',
    ]) {
      const reply = await page.request.get(path, { maxRedirects: 0 })
      expect(reply.headers()['x-content-type-options'], path).toBe('nosniff')
      expect(reply.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    }
  })
})
