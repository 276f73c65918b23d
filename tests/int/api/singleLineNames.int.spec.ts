/**
 * Single-line names (issue 32): a name, title or label with a line break (or another control
 * character) is refused at every door with a message that says so, and nothing is stored: a dataset's
 * name through the documented /api, Payload's REST and GraphQL, and the other names through /api (they
 * share the rule, src/schemas/common.ts `requiredText`, with their collections' fields).
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { cms, errorMessage, graphql, startDoorsWorld } from '../support/authDoors'
import type { Client } from '../support/session'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
let tenantA: string

const FORGED = 'Synths\r\nSubject: Your password has expired'
const ONE_LINE = 'must be a single line, without line breaks or control characters'

const datasetCount = async () => (await server.payload.count({ collection: 'datasets' })).totalDocs

beforeAll(async () => {
  ;({ server, admin, tenantA } = await startDoorsWorld())
})

describe('a dataset name with a line break', () => {
  it('should be refused through /api, on create and update, and change nothing', async () => {
    const before = await datasetCount()
    for (const name of [
      FORGED,
      'Synths\nmore',
      'Synths\u2028more',
      'Synths\u0085more',
      'a\u0007b',
    ]) {
      const created = await admin.post('/api/datasets', { name })
      expect(created.status, JSON.stringify(name)).toBe(400)
      expect(created.json.message).toBe(`Name ${ONE_LINE}`)
    }
    const { json: dataset } = await admin.post('/api/datasets', { name: 'Synths' })
    const updated = await admin.patch(`/api/datasets/${dataset.id}`, { name: FORGED })
    expect(updated.status).toBe(400)
    expect(updated.json.message).toBe(`Name ${ONE_LINE}`)
    expect((await admin.get(`/api/datasets/${dataset.id}`)).json.name).toBe('Synths')
    expect(await datasetCount()).toBe(before + 1)
  })

  it("should be refused through Payload's REST and GraphQL, and change nothing", async () => {
    const before = await datasetCount()
    const rest = await cms('/datasets', {
      body: { name: FORGED },
      method: 'POST',
      token: admin.sessionId,
    })
    expect(rest.status).toBe(400)
    expect(JSON.stringify(rest.json)).toContain(`Name ${ONE_LINE}`)
    const viaGraphql = await graphql(
      `mutation { createDataset(data: { name: ${JSON.stringify(FORGED)} }) { id } }`,
      admin.sessionId,
    )
    expect(viaGraphql.status).toBeLessThan(500)
    expect(viaGraphql.json.data?.createDataset ?? null).toBeNull()
    expect(errorMessage(viaGraphql)).toMatch(/name/i)

    const { json: dataset } = await admin.post('/api/datasets', { name: 'Drums' })
    const patched = await cms(`/datasets/${dataset.id}`, {
      body: { name: FORGED },
      method: 'PATCH',
      token: admin.sessionId,
    })
    expect(patched.status).toBe(400)
    const updated = await graphql(
      `mutation { updateDataset(id: "${dataset.id}", data: { name: ${JSON.stringify(FORGED)} }) { id } }`,
      admin.sessionId,
    )
    expect(updated.json.data?.updateDataset ?? null).toBeNull()
    expect((await admin.get(`/api/datasets/${dataset.id}`)).json.name).toBe('Drums')
    expect(await datasetCount()).toBe(before + 1)
  })
})

describe('other single-line names with a line break', () => {
  it('should be refused through /api with the field named', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/tenants', { name: FORGED, domain: 'forged.example' }, 'Name'],
      ['/api/pages', { tenantId: tenantA, title: FORGED }, 'Title'],
      ['/api/tasks', { tenantId: tenantA, title: FORGED }, 'Title'],
      ['/api/categories', { tenantId: tenantA, name: FORGED, slug: 'forged' }, 'Name'],
      ['/api/snippets', { tenantId: tenantA, name: FORGED, tag: 'x', content: 'a\nb' }, 'Name'],
      ['/api/panels', { tenantId: tenantA, name: FORGED, content: '<p>a</p>\n<p>b</p>' }, 'Name'],
      ['/api/header-menu-items', { tenantId: tenantA, label: FORGED, url: '/x' }, 'Label'],
      ['/api/pages', { tenantId: tenantA, title: 'Fine', seoTitle: FORGED }, 'SEO title'],
    ]
    for (const [path, body, label] of cases) {
      const reply = await admin.post(path, body)
      expect(reply.status, path).toBe(400)
      expect(reply.json.message, path).toBe(`${label} ${ONE_LINE}`)
    }
  })

  it('should still take content of many lines', async () => {
    const snippet = await admin.post('/api/snippets', {
      tenantId: tenantA,
      name: 'Two lines',
      tag: 'two_lines',
      content: '<p>a</p>\n<p>b</p>',
    })
    expect(snippet.status).toBe(201)
    const dataset = await admin.post('/api/datasets', {
      name: 'Described',
      description: 'First line\nSecond line',
    })
    expect(dataset.status).toBe(201)
  })
})
