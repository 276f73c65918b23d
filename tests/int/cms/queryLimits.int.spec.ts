import { beforeAll, describe, expect, it } from 'vitest'

import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

// Query strings Payload's REST would answer with a 500 are refused in express first, with what is wrong.

let server: TestServer
let admin: Client
let tenantId: string

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
  tenantId = String(
    (
      await server.payload.create({
        collection: 'tenants',
        data: { domain: 'query.example', name: 'Query' },
      })
    ).id,
  )
  await server.payload.create({
    collection: 'tasks',
    data: { tenant: tenantId, title: 'Find me' } as never,
  })
})

const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels)
const titles = (reply: Awaited<ReturnType<Client['get']>>) =>
  reply.json.docs.map((d: { title: string }) => d.title)

describe('where, depth, limit and page on /api/cms', () => {
  it('should answer 400 with a message for every query Payload would fail on', async () => {
    const deepWhere = `where${'[or][0]'.repeat(6)}[title][equals]=x`
    const cases: [string, string][] = [
      [deepWhere, 'where is nested deeper than 10 levels'],
      ['where=not-json', 'where is not valid JSON'],
      [`where=${encodeURIComponent(nested(200))}`, 'where is nested deeper than 100 levels'],
      ['where[or]=x', 'where[or] must be a list: where[or][0][field][operator]=value'],
      ['where[title]=x', 'where[title] needs an operator: where[title][equals]=value'],
      ['where[title][equals][0]=a', 'where[title][equals] must be a single value'],
      [
        'where[title][equals]=a&where[title][equals]=b',
        'where[title][equals] must be a single value',
      ],
      [
        'where[createdAt][greater_than]=notadate',
        'where[createdAt][greater_than]: "notadate" is not a date',
      ],
      [
        'where[createdAt][less_than]=1600000000000',
        'where[createdAt][less_than]: "1600000000000" is not a date',
      ],
      ['where[createdAt][like]=2020', 'where[createdAt][like]: like does not apply to createdAt'],
      ['where[id][in]=a,b', 'where[id][in]: "a" is not an id (a UUID)'],
      ['where[tenant][not_in]=x', 'where[tenant][not_in]: "x" is not an id (a UUID)'],
      [
        'where[tenant.createdAt][greater_than]=x',
        'where[tenant.createdAt][greater_than]: "x" is not a date',
      ],
      ['where[title][all]=x', 'where[title][all]: all does not apply to title'],
      ['where[title][near]=1,2', 'where[title][near]: near does not apply to title'],
      ['where[done][equals]=maybe', 'where[done][equals]: "maybe" is not true or false'],
      ['limit=1e308', 'limit must be a whole number'],
      ['page=abc', 'page must be a whole number'],
      ['depth[a]=1', 'depth must be given once, as a whole number'],
      ['data=%7B', 'data is not valid JSON'],
    ]
    for (const [query, message] of cases) {
      for (const path of ['/api/cms/tasks', '/api/cms/tasks/count']) {
        const reply = await admin.get(`${path}?${query}`)
        expect([reply.status, reply.json?.message], `${path}?${query}`).toEqual([400, message])
      }
    }
  })

  it('should answer 404 for the versions of a collection that keeps none and for a file not on disk', async () => {
    const versions = await admin.get('/api/cms/tasks/versions')
    expect([versions.status, versions.json.message]).toEqual([404, 'tasks keeps no versions'])
    const file = await admin.get('/api/cms/media/file/nothing-here.png')
    expect([file.status, file.json.message]).toEqual([404, 'No such file'])
  })

  it('should still answer well-formed queries: brackets, JSON, and/or lists, dotted paths, a depth past the maximum', async () => {
    const ok = [
      'where[title][equals]=Find%20me',
      `where=${encodeURIComponent(JSON.stringify({ title: { like: 'find' } }))}`,
      'where[or][0][title][equals]=nothing&where[or][1][title][like]=find',
      'where[tenant.domain][equals]=query.example',
      `where[tenant][in][0]=${tenantId}`,
      'where[createdAt][greater_than]=2020-01-01T00:00:00.000Z&where[done][equals]=false',
      'where[title][exists]=true&depth=100000000&limit=5&page=1',
    ]
    for (const query of ok) {
      const reply = await admin.get(`/api/cms/tasks?${query}`)
      expect(reply.status, query).toBe(200)
      expect(titles(reply), query).toEqual(['Find me'])
    }
  })
})
