import { expect, test } from '@playwright/test'

import { e2eAdmin } from './support/admin'
import { LAPTOP, shoot } from './support/screens'

// An administrator's custom homepage section (trusted, stored as written) with HTML that would run:
// an inline script and an event handler reading the admin's session id from localStorage.
const SECTION_HTML =
  '<p>Preview news: the spring sale starts Monday.</p>' +
  "<script>window.__sectionRan = true; document.body.setAttribute('data-stolen', localStorage.getItem('admin-session-id') || 'none')</script>" +
  '<img src="/no-such-image.png" alt="" onerror="document.body.setAttribute(\'data-onerror\', localStorage.getItem(\'admin-session-id\') || \'none\')">'

test.describe("tenant HTML on the admin's origin", () => {
  test.use({ viewport: LAPTOP })
  let sectionId: string | undefined

  // The e2e database is shared by the whole run: leave the demo site as it was.
  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    if (sectionId)
      expect((await request.delete(`/api/homepage-sections/${sectionId}`)).ok()).toBe(true)
  })

  test('should run no script when an admin previews a tenant whose section holds one', async ({
    page,
  }) => {
    await page.goto('/admin/login')
    await page.getByLabel('Username').fill(e2eAdmin.username)
    await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    const sessionId = await page.evaluate(() => localStorage.getItem('admin-session-id'))
    expect(sessionId).toBeTruthy()

    const tenants = (await (await page.request.get('/api/tenants')).json()) as {
      domain: string
      id: string
    }[]
    const demo = tenants.find((tenant) => tenant.domain === 'demo.localhost')!
    const created = await page.request.post('/api/homepage-sections', {
      data: {
        order: 0,
        sectionType: 'custom_content',
        settings: { content: SECTION_HTML },
        tenantId: demo.id,
        title: 'Spring sale',
      },
    })
    expect(created.status()).toBe(201)
    sectionId = (await created.json()).id
    expect((await created.json()).settings.content).toBe(SECTION_HTML)

    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    const reply = await page.goto('/?simulate_domain=demo.localhost')
    expect(reply?.status()).toBe(200)
    expect(reply?.headers()['content-security-policy']).toContain("script-src 'none'")

    // The page and the section's other content are there, styled by the tenant's theme.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Demo Music Store')
    await expect(page.getByText('Preview news: the spring sale starts Monday.')).toBeVisible()
    await expect(page.locator('header a > span[aria-hidden="true"]').first()).toHaveCSS(
      'background-color',
      'rgb(124, 58, 237)',
    )
    // The broken image has been tried, so its handler would have run by now.
    await expect(page.locator('img[src="/no-such-image.png"]')).toHaveJSProperty('complete', true)

    // Neither the inline script nor the handler ran, and Chromium said why.
    expect(
      await page.evaluate(() => (window as { __sectionRan?: boolean }).__sectionRan),
    ).toBeUndefined()
    expect(await page.locator('body').getAttribute('data-stolen')).toBeNull()
    expect(await page.locator('body').getAttribute('data-onerror')).toBeNull()
    await expect.poll(() => violations.length).toBeGreaterThan(0)
    expect(violations.join('\n')).toMatch(/script-src 'none'/)
    await shoot(page, 'site-preview-no-script')
  })
})
