/**
 * Private previews of a page's working copy on its tenant's own domain (issue 34, item 4):
 * `POST /api/pages/{id}/preview-link` signs a link to `/__preview/{token}` that shows the draft as the
 * public page would (under a "Preview: not published" bar), never cached nor indexed, for an hour;
 * an expired, forged or other tenant's token, or an unknown page, is the site's 'Page Not Found'.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import {
  PREVIEW_LINK_LIFETIME_MS,
  readPreviewToken,
  signPreviewToken,
} from '../../../src/services/pages/previewTokens'
import { PREVIEW_CSP, SITE_CSP } from '../../../site/server/siteHeaders'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { buildStore } from '../support/storeFixture'
import type { Store } from '../support/storeFixture'
import { STORE } from '../support/storeContent'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'
import { createTenant } from '../support/twoTenants'
import { executableScripts, textOf, visit } from './siteHelpers'

let server: TestServer
let editor: Client
let stranger: Client
let store: Store
let otherId: string

const OTHER = 'other-preview.example'
const BAR = 'Preview: not published'

const site = (path: string, host: string = STORE.domain) => visit(server.baseUrl, path, { host })

const newPage = async (slug: string, fields: Record<string, unknown> = {}) => {
  const reply = await editor.post('/api/pages', {
    tenantId: store.tenant.id,
    title: `Live ${slug}`,
    slug,
    content: 'The live text.',
    status: 'published',
    ...fields,
  })
  expect(reply.status).toBe(201)
  return reply.json.id as string
}

const saveDraft = async (id: string, body: Record<string, unknown>) => {
  const reply = await editor.put(`/api/pages/${id}/draft`, body)
  expect(reply.status).toBe(200)
}

const linkOf = async (id: string, client = editor) => {
  const reply = await client.post(`/api/pages/${id}/preview-link`, {})
  expect(reply.status).toBe(200)
  return reply.json as { url: string; expiresAt: string }
}

/** A preview link opened as a visitor would: on the host the URL names. */
const open = (url: string) => {
  const { host, pathname } = new URL(url)
  return site(pathname, host)
}

const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!

/** The site's own 'Page Not Found', as an unknown path on the same host answers it. */
const expectNotFound = async (path: string, host: string = STORE.domain) => {
  const reply = await site(path, host)
  expect(reply.status).toBe(404)
  expect(reply.text).toContain('Page Not Found')
  expect(reply.text).not.toContain(BAR)
  expect(reply.headers['cache-control']).toBe('no-store')
  expect(reply.headers['x-robots-tag']).toBe('noindex')
  return reply
}

beforeAll(async () => {
  server = await startTestServer({ site: true })
  store = await buildStore(server.payload)
  editor = await signIn(server, { role: 'editor', tenantIds: [store.tenant.id] })
  otherId = await createTenant(server, 'Other', OTHER)
  stranger = await signIn(server, { role: 'editor', tenantIds: [otherId] })
})

describe('POST /api/pages/{id}/preview-link', () => {
  it("should answer a link on the tenant's own domain that expires in an hour", async () => {
    const id = await newPage('link-shape')
    const before = Date.now()
    const { expiresAt, url } = await linkOf(id)
    const parsed = new URL(url)
    expect(parsed.protocol).toBe('http:')
    expect(parsed.hostname).toBe(STORE.domain)
    // The admin's port: the same server answers the tenant's site.
    expect(parsed.port).toBe(new URL(server.baseUrl).port)
    expect(parsed.pathname).toMatch(/^\/__preview\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
    expect(parsed.search).toBe('')
    const expires = Date.parse(expiresAt)
    expect(expires).toBeGreaterThan(before + PREVIEW_LINK_LIFETIME_MS - 2000)
    expect(expires).toBeLessThanOrEqual(Date.now() + PREVIEW_LINK_LIFETIME_MS)
    expect(PREVIEW_LINK_LIFETIME_MS).toBe(60 * 60 * 1000)
    // The token names the page and its tenant, until expiresAt.
    expect(readPreviewToken(server.payload.config.secret, tokenOf(url))).toEqual({
      expiresAt: new Date(expires),
      pageId: id,
      tenantId: store.tenant.id,
    })
  })

  it("should answer 404 'Page not found' to an editor of another tenant, and for an unknown page", async () => {
    const id = await newPage('not-yours')
    const reply = await stranger.post(`/api/pages/${id}/preview-link`, {})
    expect([reply.status, reply.json]).toEqual([404, { message: 'Page not found' }])
    const unknown = await editor.post(
      '/api/pages/00000000-0000-4000-8000-000000000000/preview-link',
      {},
    )
    expect([unknown.status, unknown.json]).toEqual([404, { message: 'Page not found' }])
    expect((await editor.post('/api/pages/nope/preview-link', {})).status).toBe(404)
  })

  it('should need a session', async () => {
    const id = await newPage('no-session')
    const reply = await visit(server.baseUrl, `/api/pages/${id}/preview-link`, {
      host: new URL(server.baseUrl).host,
      method: 'POST',
    })
    expect(reply.status).toBe(401)
  })
})

describe('GET /__preview/{token}', () => {
  it('should show the draft under the preview bar while the live page shows the live text', async () => {
    const id = await newPage('previewed')
    await saveDraft(id, { title: 'Draft title', content: 'The draft text.' })
    const live = await site('/page/previewed')
    expect(live.status).toBe(200)
    expect(live.text).toContain('The live text.')
    expect(live.text).not.toContain('The draft text.')
    expect(live.text).not.toContain(BAR)

    const preview = await open((await linkOf(id)).url)
    expect(preview.status).toBe(200)
    expect(preview.text).toContain('The draft text.')
    expect(preview.text).toContain('<h1')
    expect(textOf(preview.text)).toContain('Draft title')
    expect(preview.text).not.toContain('The live text.')
    // The bar: a region named by its text, above the site's header, with no script.
    expect(preview.text).toMatch(
      /<div role="region" aria-labelledby="site-preview-bar"[^>]*><p id="site-preview-bar"[^>]*>.*Preview: not published<\/p><\/div>/,
    )
    expect(preview.text.indexOf(BAR)).toBeLessThan(preview.text.indexOf('<header'))
    expect(executableScripts(preview.text)).toEqual([])
    // Drawn as the public page is: the site's header, footer and article, canonical on the page's URL.
    expect(preview.text).toContain(
      `<link rel="canonical" href="https://${STORE.domain}/page/previewed"/>`,
    )
    expect(preview.text).toContain('<footer')
    expect(preview.text).toContain('<meta name="robots" content="noindex"/>')

    // The live page is unchanged, and still cached as it was.
    const after = await site('/page/previewed')
    expect(after.text).toBe(live.text)
  })

  it('should answer no-store and noindex, and never from the page cache', async () => {
    const id = await newPage('never-cached')
    await saveDraft(id, { content: 'First draft.' })
    const { url } = await linkOf(id)
    const first = await open(url)
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toBe('no-store')
    expect(first.headers['x-robots-tag']).toBe('noindex')
    expect(first.headers['x-cache']).toBeUndefined()
    // The next save shows at once through the same link: nothing kept the first render.
    await saveDraft(id, { content: 'Second draft.' })
    const second = await open(url)
    expect(second.text).toContain('Second draft.')
    expect(second.text).not.toContain('First draft.')
    expect(second.headers['cache-control']).toBe('no-store')
  })

  it('should carry the same script and framing policy as the public pages of the host', async () => {
    const id = await newPage('policy')
    const preview = await open((await linkOf(id)).url)
    const page = await site('/page/policy')
    // cycles.localhost is a dev host: the admin origin's policy, as on its every page.
    expect(preview.headers['content-security-policy']).toBe(PREVIEW_CSP)
    expect(page.headers['content-security-policy']).toBe(PREVIEW_CSP)
    expect(preview.headers['x-frame-options']).toBe(page.headers['x-frame-options'])

    // On a real domain: the site's own policy, no framing at all.
    const other = await signIn(server, { role: 'editor', tenantIds: [otherId] })
    const created = await other.post('/api/pages', {
      tenantId: otherId,
      title: 'Elsewhere',
      slug: 'elsewhere',
      content: 'Live elsewhere.',
      status: 'published',
    })
    expect(created.status).toBe(201)
    const elsewhere = await other.put(`/api/pages/${created.json.id}/draft`, {
      content: 'Drafted elsewhere.',
    })
    expect(elsewhere.status).toBe(200)
    const { url } = await linkOf(created.json.id, other)
    expect(new URL(url).hostname).toBe(OTHER)
    const reply = await open(url)
    expect(reply.status).toBe(200)
    expect(reply.text).toContain('Drafted elsewhere.')
    expect(reply.text).toContain(BAR)
    expect(reply.headers['content-security-policy']).toBe(SITE_CSP)
    expect(reply.headers['x-frame-options']).toBe('DENY')
  })

  it("should escape the draft's text as the public page does", async () => {
    const id = await newPage('escaped')
    await saveDraft(id, {
      title: 'Fish <img src=x onerror=alert(1)> & chips',
      content: 'Hello <script>alert(1)</script> world',
      excerpt: '"><script>alert(2)</script>',
    })
    const preview = await open((await linkOf(id)).url)
    expect(preview.status).toBe(200)
    expect(executableScripts(preview.text)).toEqual([])
    expect(preview.text).not.toContain('<img src=x')
    expect(preview.text).toContain('Fish &lt;img src=x onerror=alert(1)&gt; &amp; chips')
    // Published, the page reads the same as its preview.
    expect((await editor.post(`/api/pages/${id}/publish`, {})).status).toBe(200)
    const live = await site('/page/escaped')
    const strip = (html: string) =>
      html.replace(/<div role="region" aria-labelledby="site-preview-bar".*?<\/div>/, '')
    expect(executableScripts(live.text)).toEqual([])
    expect(textOf(strip((await open((await linkOf(id)).url)).text))).toBe(textOf(live.text))
  })

  it('should preview a page that was never published', async () => {
    const id = await newPage('first-draft', { status: 'draft', content: 'Not out yet.' })
    expect((await site('/page/first-draft')).status).toBe(404)
    const preview = await open((await linkOf(id)).url)
    expect(preview.status).toBe(200)
    expect(preview.text).toContain('Not out yet.')
    expect(preview.text).toContain(BAR)
  })

  it('should show the live copy through the link once the draft is published', async () => {
    const id = await newPage('published-later')
    await saveDraft(id, { content: 'Ready now.' })
    const { url } = await linkOf(id)
    expect((await open(url)).text).toContain('Ready now.')
    expect((await editor.post(`/api/pages/${id}/publish`, {})).status).toBe(200)
    const after = await open(url)
    expect(after.status).toBe(200)
    expect(after.text).toContain('Ready now.')
    expect(after.text).toContain(BAR)
    expect((await site('/page/published-later')).text).toContain('Ready now.')
  })

  it("should answer 'Page Not Found' to an expired, forged, malformed or other tenant's token", async () => {
    const id = await newPage('refused')
    await saveDraft(id, { content: 'Secret draft.' })
    const { url } = await linkOf(id)
    const token = tokenOf(url)
    expect((await open(url)).status).toBe(200)

    const secret = server.payload.config.secret
    const grant = { pageId: id, tenantId: store.tenant.id }
    const expired = signPreviewToken(secret, { ...grant, expiresAt: new Date(Date.now() - 1000) })
    // Every character changed in turn, the signature's last one included (its unused bits too).
    const forged = [0, token.indexOf('.') - 1, token.indexOf('.') + 1, token.length - 1].map(
      (at) => `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`,
    )
    const otherKey = signPreviewToken('not-the-secret', {
      ...grant,
      expiresAt: new Date(Date.now() + 60_000),
    })
    const unknownPage = signPreviewToken(secret, {
      ...grant,
      expiresAt: new Date(Date.now() + 60_000),
      pageId: '00000000-0000-4000-8000-000000000000',
    })
    const refused = [
      expired,
      ...forged,
      otherKey,
      unknownPage,
      'nonsense',
      `${token}.x`,
      'a.b',
      token.split('.')[0],
    ]
    for (const bad of refused) {
      const reply = await expectNotFound(`/__preview/${bad}`)
      expect(reply.text).not.toContain('Secret draft.')
    }
    // The reference: the same host's answer to an unknown path.
    expect((await site('/no-such-page')).status).toBe(404)

    // A token of this tenant on another tenant's host.
    const elsewhere = await expectNotFound(`/__preview/${token}`, OTHER)
    expect(elsewhere.text).not.toContain('Secret draft.')
    // A token that says it is another tenant's, on that tenant's host, for this tenant's page.
    const crossed = signPreviewToken(secret, {
      ...grant,
      expiresAt: new Date(Date.now() + 60_000),
      tenantId: otherId,
    })
    expect((await expectNotFound(`/__preview/${crossed}`, OTHER)).text).not.toContain(
      'Secret draft.',
    )
  })

  it('should stop working when the page is deleted', async () => {
    const id = await newPage('deleted-later')
    const { url } = await linkOf(id)
    expect((await open(url)).status).toBe(200)
    expect((await editor.delete(`/api/pages/${id}`)).status).toBeLessThan(300)
    await expectNotFound(new URL(url).pathname)
  })
})
