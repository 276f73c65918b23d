import { beforeAll, describe, expect, it } from 'vitest'

import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

// POST /api/pages/preview: the admin form's markdown as the HTML the public page serves.

let server: TestServer
let admin: Client

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
})

describe('POST /api/pages/preview', () => {
  it('should answer the HTML of headings, lists, links and emphasis', async () => {
    const reply = await admin.post('/api/pages/preview', {
      content: '## Why\n\n- one\n- two\n\nSee [the guide](https://example.com/guide) and **this**.',
    })
    expect(reply.status).toBe(200)
    const html = String(reply.json.html)
    expect(html).toContain('<h2>Why</h2>')
    expect(html).toMatch(/<ul[^>]*>\s*<li[^>]*>one<\/li>\s*<li[^>]*>two<\/li>\s*<\/ul>/)
    expect(html).toMatch(/<a [^>]*href="https:\/\/example.com\/guide"[^>]*>the guide<\/a>/)
    expect(html).toContain('<strong>this</strong>')
  })

  it('should escape raw HTML and drop javascript: links', async () => {
    const reply = await admin.post('/api/pages/preview', {
      content: '<script>alert(1)</script>\n\n[click](javascript:alert(1))',
    })
    expect(reply.status).toBe(200)
    const html = String(reply.json.html)
    expect(html).not.toContain('<script>')
    expect(html).not.toMatch(/href="javascript/i)
  })

  it('should answer "" for blank content and refuse what is not text', async () => {
    expect((await admin.post('/api/pages/preview', { content: '  \n' })).json).toEqual({ html: '' })
    const refused = await admin.post('/api/pages/preview', { content: 42 })
    expect(refused.status).toBe(400)
    expect(refused.json.message).toBe('Content must be text')
  })

  it('should need a session', async () => {
    const reply = await fetch(`${server.baseUrl}/api/pages/preview`, {
      body: JSON.stringify({ content: '# Hi' }),
      headers: { 'content-type': 'application/json' },
      method: 'POST',
    })
    expect(reply.status).toBe(401)
  })
})
