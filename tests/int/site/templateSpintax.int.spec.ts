/**
 * Spintax in a template's body spins on its pages as it does in panels (issue 38, item 2): in the H1,
 * the <title> and the meta description, the same text on every request, while record values stay
 * escaped and are never spun.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { addRecord, buildStore } from '../support/storeFixture'
import { STORE } from '../support/storeContent'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'
import { visit } from './siteHelpers'

const BODY =
  '<h1>{Ride|Roll|Glide} the #label# {today|now}</h1><p>{Fast|Free} fitting for #family# riders.</p>'
const H1 = /^(Ride|Roll|Glide) the Cargo <b>\{x\|y\}<\/b> (today|now)$/

let server: TestServer
let admin: Client
let tenantId: string

beforeAll(async () => {
  server = await startTestServer({ site: true })
  const store = await buildStore(server.payload)
  tenantId = store.tenant.id
  admin = await signIn(server)
  await server.payload.create({
    collection: 'templates',
    data: {
      content: BODY,
      dataset: store.datasetId,
      identifierField: 'name',
      indexUrl: '/rides',
      name: 'Rides',
      status: 'active',
      tenant: store.tenant.id,
      urlPattern: '/ride/{name}',
    },
  })
  // A value with markup and spintax of its own: escaped, and printed as it is.
  await addRecord(server.payload, store.datasetId, {
    name: 'cargo',
    label: 'Cargo <b>{x|y}</b>',
    family: 'Family',
  })
})

const decode = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')

describe('spintax in a template body', () => {
  it('should spin in the H1, title and meta description, the same on every request', async () => {
    const first = await visit(server.baseUrl, '/ride/cargo', { host: STORE.domain })
    expect(first.status).toBe(200)
    const html = first.text
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''
    expect(h1).toContain('&lt;b&gt;{x|y}&lt;/b&gt;')
    expect(h1).not.toContain('<b>')
    expect(decode(h1)).toMatch(H1)
    const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')
    expect(title).toContain(decode(h1))
    const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '')
    expect(description).toMatch(
      /^(Ride|Roll|Glide) the Cargo <b>\{x\|y\}<\/b> (today|now) (Fast|Free) fitting for Family riders\.$/,
    )
    expect(html).not.toMatch(/\{(Ride|today|Fast)\|/)
    for (let i = 0; i < 3; i++) {
      const again = await visit(server.baseUrl, '/ride/cargo', { host: STORE.domain })
      expect(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(again.text)?.[1]).toBe(h1)
      expect(/<meta name="description" content="([^"]*)"/.exec(again.text)?.[1]).toBe(
        /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
      )
    }
  })

  it('should refuse a group that spans markup, which could not spin, when the template is saved', async () => {
    const reply = await admin.post('/api/templates', {
      content: '<h1>{Ride|<em>Roll</em>}</h1>',
      name: 'Broken',
      tenantId,
      urlPattern: '/broken/{name}',
    })
    expect([reply.status, reply.json.errors?.content]).toEqual([
      400,
      'Spintax {Ride|<em>Roll</em>} spans HTML markup, so it would show as written: keep each {a|b} group inside one piece of text or one attribute value',
    ])
  })

  it('should list the page under the title its H1 shows', async () => {
    const page = await visit(server.baseUrl, '/ride/cargo', { host: STORE.domain })
    const h1 = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page.text)?.[1] ?? '')
    const index = await visit(server.baseUrl, '/rides', { host: STORE.domain })
    expect(index.status).toBe(200)
    expect(decode(index.text)).toContain(h1)
    expect(index.text).not.toContain('{Ride|')
  })
})
