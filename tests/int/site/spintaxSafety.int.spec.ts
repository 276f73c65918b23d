/**
 * Spintax cannot turn text into markup (issue 32, item 1). A panel or snippet whose `{a|b}` group spans
 * markup (the issue's `alt="{A|A|B"><p>}" onerror="…"`) is refused when saved, at every door and for
 * every role; one stored before that rule renders as written on the tenant's own domain, with no
 * event handler a browser would see.
 */
import { parse } from 'parse5'
import type { DefaultTreeAdapterTypes } from 'parse5'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Reply } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { buildStore } from '../support/storeFixture'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'
import { textOf, visit } from './siteHelpers'

type Node = DefaultTreeAdapterTypes.Node

// The payload, as an editor or an administrator would send it.
const PAYLOAD = `<p><img src="/x.png" alt="{A|A|B"><p>}" onerror="document.title='owned'"></p>`
// What an editor's save made of it before this rule: the sanitizer kept a group that spans a tag.
const SANITIZED = `<p><img src="/x.png" alt="{A|A|B" /></p><p>}" onerror="document.title='owned'"&gt;</p>`
const MESSAGE =
  /^Spintax \{A\|A\|B.* spans HTML markup, so it would show as written: keep each \{a\|b\} group inside one piece of text or one attribute value$/

const DOMAIN = 'cycles.example'

let server: TestServer
let admin: Client
let editor: Client
let tenantId: string

beforeAll(async () => {
  server = await startTestServer({ site: true })
  const store = await buildStore(server.payload)
  tenantId = store.tenant.id
  await server.payload.update({ collection: 'tenants', id: tenantId, data: { domain: DOMAIN } })
  admin = await signIn(server)
  editor = await signIn(server, { role: 'editor', tenantIds: [tenantId] })
})

/** Every attribute of every element a browser builds from the page, as `tag name`. */
const attributesOf = (html: string): string[] => {
  const out: string[] = []
  const walk = (node: Node) => {
    if ('tagName' in node) out.push(...node.attrs.map((a) => `${node.tagName} ${a.name}`))
    if ('childNodes' in node) node.childNodes.forEach(walk)
  }
  walk(parse(html))
  return out
}

const count = async (collection: 'panels' | 'snippets') =>
  (await server.payload.count({ collection, where: { tenant: { equals: tenantId } } })).totalDocs

const expectRefused = (reply: Reply, label: string) => {
  expect(reply.status, `${label}: ${reply.text.slice(0, 300)}`).toBe(400)
  expect(reply.json.message ?? reply.json.errors?.[0]?.data?.errors?.[0]?.message, label).toMatch(
    MESSAGE,
  )
}

const expectGraphqlRefused = (reply: Reply, label: string) => {
  expect(reply.status, label).toBeLessThan(500)
  const error = reply.json.errors?.[0]
  expect(error?.extensions?.data?.errors?.[0]?.message ?? error?.message, label).toMatch(MESSAGE)
}

describe('a spintax group that spans markup', () => {
  it('should be refused with its message when a panel or snippet is saved, at every door and for every role', async () => {
    const [panels, snippets] = [await count('panels'), await count('snippets')]
    for (const [who, client] of [
      ['editor', editor],
      ['admin', admin],
    ] as const) {
      const tag = `evil-${who}`
      expectRefused(
        await client.post('/api/panels', { content: PAYLOAD, name: 'Evil', tenantId }),
        `${who} /api panel`,
      )
      expectRefused(
        await client.post('/api/snippets', { content: PAYLOAD, name: 'Evil', tag, tenantId }),
        `${who} /api snippet`,
      )
      expectRefused(
        await client.post('/api/cms/panels', { content: PAYLOAD, name: 'Evil', tenant: tenantId }),
        `${who} REST panel`,
      )
      expectRefused(
        await client.post('/api/cms/snippets', {
          content: PAYLOAD,
          name: 'Evil',
          tag,
          tenant: tenantId,
        }),
        `${who} REST snippet`,
      )
      expectGraphqlRefused(
        await client.graphql(
          'mutation ($data: mutationPanelInput!) { createPanel(data: $data) { id } }',
          { data: { content: PAYLOAD, name: 'Evil', tenant: tenantId } },
        ),
        `${who} GraphQL panel`,
      )
      expectGraphqlRefused(
        await client.graphql(
          'mutation ($data: mutationSnippetInput!) { createSnippet(data: $data) { id } }',
          { data: { content: PAYLOAD, name: 'Evil', tag, tenant: tenantId } },
        ),
        `${who} GraphQL snippet`,
      )
    }
    expect([await count('panels'), await count('snippets')]).toEqual([panels, snippets])
  })

  it('should be refused when an existing panel is changed to hold one, and keep the panel as it was', async () => {
    const created = await editor.post('/api/panels', {
      content: '<p>{Ride|Roll} on</p>',
      name: 'Fine panel',
      tenantId,
    })
    expect(created.status, created.text).toBe(201)
    const id = created.json.id as string
    expectRefused(await editor.put(`/api/panels/${id}`, { content: PAYLOAD }), '/api update')
    expectRefused(await editor.patch(`/api/cms/panels/${id}`, { content: PAYLOAD }), 'REST update')
    expectGraphqlRefused(
      await editor.graphql(
        `mutation ($data: mutationPanelUpdateInput!) { updatePanel(id: "${id}", data: $data) { id } }`,
        { data: { content: PAYLOAD } },
      ),
      'GraphQL update',
    )
    expect((await server.payload.findByID({ collection: 'panels', depth: 0, id })).content).toBe(
      '<p>{Ride|Roll} on</p>',
    )
  })

  it('should render as written, with no onerror, from a panel and a snippet stored before the rule', async () => {
    // Stored as they were before the rule (the adapter writes without hooks or validation): the
    // editor's sanitized form in the trust bar panel, the administrator's raw form in the cta snippet.
    const [trust] = (
      await server.payload.find({
        collection: 'panels',
        where: { name: { equals: 'Trust bar' }, tenant: { equals: tenantId } },
      })
    ).docs
    const [cta] = (
      await server.payload.find({
        collection: 'snippets',
        where: { tag: { equals: 'cta' }, tenant: { equals: tenantId } },
      })
    ).docs
    await server.payload.db.updateOne({
      collection: 'panels',
      data: { content: SANITIZED },
      id: trust.id,
    })
    await server.payload.db.updateOne({
      collection: 'snippets',
      data: { content: PAYLOAD },
      id: cta.id,
    })

    // Pages on several paths: the spinner would have picked "A" on some of them.
    for (const bike of ['bmx', 'cruiser', 'fixie', 'hybrid', 'tandem', 'road-bike']) {
      const page = await visit(server.baseUrl, `/bike/${bike}`, { host: DOMAIN })
      expect(page.status, bike).toBe(200)
      expect(page.text, bike).toContain('alt="{A|A|B"')
      expect(textOf(page.text), bike).toContain(`}" onerror="document.title='owned'"`)
      const handlers = attributesOf(page.text).filter((a) => / on/.test(a))
      expect(handlers, bike).toEqual([])
    }

    // An editor may still rename the panel: its HTML, sent back unchanged, is kept.
    const renamed = await editor.put(`/api/panels/${trust.id}`, {
      content: SANITIZED,
      name: 'Trust bar, renamed',
    })
    expect(renamed.status, renamed.text).toBe(200)
  })

  it('should still resolve groups that lie inside one text or one attribute value', async () => {
    const [cta] = (
      await server.payload.find({
        collection: 'snippets',
        where: { tag: { equals: 'cta' }, tenant: { equals: tenantId } },
      })
    ).docs
    const saved = await editor.put(`/api/snippets/${cta.id}`, {
      content: '<p class="cta" title="{Fast|Quick}">{Ride|Roll} on</p>',
    })
    expect(saved.status, saved.text).toBe(200)
    const page = await visit(server.baseUrl, '/bike/fixie', { host: DOMAIN })
    expect(page.text).toMatch(/<p class="cta" title="(Fast|Quick)">(Ride|Roll) on<\/p>/)
  })
})
