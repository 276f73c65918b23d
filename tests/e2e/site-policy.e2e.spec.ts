import { chromium, expect, test } from '@playwright/test'
import type { Browser, Page } from '@playwright/test'

import { signInThroughApi } from './support/admin'

// Issue 32: every page of a tenant carries a script policy (no script) and a framing policy. The demo
// tenant's pages, on a dev host and on a domain of its own, load in Chromium with their styles, images
// and links and without a single Content-Security-Policy violation: the site ships no script that the
// policy would have to block, and nothing it needs is blocked.

// A domain of the demo tenant's own for this file (a dev host gets the admin origin's policy instead);
// Chromium resolves it to the test server.
const OWN_DOMAIN = 'demo-music.example'

type Loaded = { violations: string[]; scripts: string[]; failures: string[] }

/** Opens `url` and reports what the policy blocked, which scripts were asked for, and what failed. */
const load = async (page: Page, url: string) => {
  const seen: Loaded = { violations: [], scripts: [], failures: [] }
  const onConsole = (message: { text: () => string }) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text()))
      seen.violations.push(message.text())
  }
  const origin = new URL(url).origin
  page.on('console', onConsole)
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.scripts.push(request.url())
  })
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400 && response.url() !== url)
      seen.failures.push(`${response.status()} ${response.url()}`)
  })
  const reply = await page.goto(url)
  await page.waitForLoadState('networkidle')
  return { reply: reply!, seen }
}

/** The demo's pages: the home page, every internal link of it and of the blog, and a 404. */
const demoPaths = async (page: Page, base: string): Promise<string[]> => {
  const paths = new Set(['/', '/blog', '/no/such/page'])
  for (const start of ['/', '/blog']) {
    await page.goto(`${base}${start}`)
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.split('?')[0]))
    // The dev banner's link to the admin is no page of the tenant's.
    for (const href of hrefs) if (!/^\/(admin|api|_next)(\/|$)/.test(href)) paths.add(href)
  }
  return [...paths].slice(0, 30)
}

const expectPolicyKept = async (page: Page, base: string, csp: RegExp, frame: string) => {
  for (const path of await demoPaths(page, base)) {
    const fresh = await page.context().newPage()
    const { reply, seen } = await load(fresh, `${base}${path}`)
    const label = `${base}${path}`
    expect(reply.status(), label).toBe(path === '/no/such/page' ? 404 : 200)
    expect(reply.headers()['content-security-policy'], label).toMatch(csp)
    expect(reply.headers()['x-frame-options'], label).toBe(frame)
    expect(seen, label).toEqual({ violations: [], scripts: [], failures: [] })
    // The stylesheet and the inline theme apply: the brand mark has the tenant's colour.
    await expect(fresh.locator('header a > span[aria-hidden="true"]').first(), label).toHaveCSS(
      'background-color',
      'rgb(124, 58, 237)',
    )
    // Every image of the site's own loaded.
    const broken = await fresh
      .locator(`img[src^="/"], img[src^="${base}"]`)
      .evaluateAll((images) =>
        (images as HTMLImageElement[])
          .filter((image) => !image.complete || image.naturalWidth === 0)
          .map((image) => image.src),
      )
    expect(broken, label).toEqual([])
    await fresh.close()
  }
}

const portOf = () => new URL(test.info().project.use.baseURL!).port

test.describe("the demo tenant's pages on its dev host", () => {
  test('should load every page with no violation, no script and nothing broken', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const base = `http://demo.localhost:${portOf()}`
    await expectPolicyKept(page, base, /frame-ancestors 'self'/, 'SAMEORIGIN')
  })
})

test.describe("the demo tenant's pages on a domain of its own", () => {
  let demoId: string | undefined
  let ownBrowser: Browser | undefined
  const base = () => `http://${OWN_DOMAIN}:${portOf()}`

  /** The demo tenant's domain, changed as its administrator would. */
  const moveDemo = async (page: Page, from: string, to: string) => {
    await signInThroughApi(page)
    const tenants = (await (await page.request.get('/api/tenants')).json()) as {
      domain: string
      id: string
    }[]
    demoId = tenants.find((tenant) => tenant.domain === from)?.id ?? demoId
    const moved = await page.request.patch(`/api/tenants/${demoId}`, { data: { domain: to } })
    expect(moved.status(), await moved.text()).toBe(200)
  }

  test.beforeAll(async ({ browser }) => {
    const launch = test.info().project.use.launchOptions ?? {}
    ownBrowser = await chromium.launch({
      ...launch,
      args: [...(launch.args ?? []), `--host-resolver-rules=MAP ${OWN_DOMAIN} 127.0.0.1`],
    })
    const page = await browser.newPage({ baseURL: test.info().project.use.baseURL })
    await moveDemo(page, 'demo.localhost', OWN_DOMAIN)
    await page.close()
  })

  // The e2e database is shared by the whole run: the demo tenant gets its domain back.
  test.afterAll(async ({ browser }) => {
    await ownBrowser?.close()
    const page = await browser.newPage({ baseURL: test.info().project.use.baseURL })
    await moveDemo(page, OWN_DOMAIN, 'demo.localhost')
    await page.close()
  })

  test('should load every page with no violation, no script and nothing broken', async () => {
    test.setTimeout(180_000)
    const context = await ownBrowser!.newContext()
    await expectPolicyKept(
      await context.newPage(),
      base(),
      /script-src 'none'.*frame-ancestors 'none'/,
      'DENY',
    )
    await context.close()
  })

  test('should let no other site frame it', async () => {
    const context = await ownBrowser!.newContext()
    const page = await context.newPage()
    // Another site's page (served here by the browser itself) framing the blog: the frame stays
    // empty, where without the policy it would show the blog.
    await page.route('http://framer.example/', (route) =>
      route.fulfill({
        body: `<!doctype html><title>Framer</title><iframe src="${base()}/blog" title="framed"></iframe>`,
        contentType: 'text/html',
      }),
    )
    await page.goto('http://framer.example/')
    await page.waitForLoadState('networkidle')
    const frame = page.frames().find((f) => f !== page.mainFrame())!
    // Chromium shows its error page in the frame instead.
    await expect.poll(() => frame.url()).toMatch(/^chrome-error:/)
    expect(await frame.getByRole('heading', { name: 'Blog' }).count()).toBe(0)
    // The blog itself is there for a visitor who opens it.
    await page.goto(`${base()}/blog`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
    await context.close()
  })
})
