/**
 * Import runs (a dataset's CSV import history, issue 33) at every door: /api, Payload's REST and
 * GraphQL. Whoever may read a dataset reads its imports, never another dataset's; the import job
 * alone writes them; an administrator may delete one.
 */
import type { CollectionSlug } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Reply } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
let editor: Client
const datasets = { a: '', b: '' }
const runs = { a: '', b: '' }

const create = async (collection: CollectionSlug, data: Record<string, unknown>) =>
  String((await server.payload.create({ collection, data: data as never, depth: 0 })).id)

const expectRefused = (reply: Reply, label: string) => {
  expect(reply.status, `${label}: ${reply.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400)
  expect(reply.status, label).toBeLessThan(500)
}

const ids = (reply: Reply) => (reply.json?.docs ?? []).map((doc: { id: string }) => doc.id)

beforeAll(async () => {
  server = await startTestServer()
  const tenantA = await create('tenants', { domain: 'runs-a.example', name: 'A' })
  const tenantB = await create('tenants', { domain: 'runs-b.example', name: 'B' })
  datasets.a = await create('datasets', { name: 'Of A', tenants: [tenantA] })
  datasets.b = await create('datasets', { name: 'Of B', tenants: [tenantB] })
  const run = (dataset: string) =>
    create('import-runs', {
      dataset,
      requestData: { onDuplicate: 'skip', rows: 2, weeksToDistribute: 0 },
      responses: [{ created: 2, updated: 0, skipped: 0, failed: 0, errors: [] }],
      startedAt: new Date().toISOString(),
      startedBy: 'someone',
      status: 'completed',
      totalItems: 2,
    })
  runs.a = await run(datasets.a)
  runs.b = await run(datasets.b)
  admin = await signIn(server)
  editor = await signIn(server, { role: 'editor', tenantIds: [tenantA] })
})

describe('import runs', () => {
  it('should show an editor the imports of its datasets only, at every door', async () => {
    expect(ids(await editor.get('/api/cms/import-runs?limit=100'))).toEqual([runs.a])
    const viaGraphql = await editor.graphql('{ ImportRuns(limit: 100) { docs { id } } }')
    expect(viaGraphql.json.data.ImportRuns.docs.map((d: { id: string }) => d.id)).toEqual([runs.a])
    const history = await editor.get(`/api/datasets/${datasets.a}/records/imports`)
    expect(history.json).toMatchObject([
      {
        id: runs.a,
        datasetId: datasets.a,
        status: 'completed',
        rows: 2,
        onDuplicate: 'skip',
        startedBy: 'someone',
        result: { created: 2, updated: 0, skipped: 0, failed: 0, errors: [] },
      },
    ])
    expect(
      (await editor.get(`/api/datasets/${datasets.a}/records/imports/${runs.a}`)).json.id,
    ).toBe(runs.a)

    expectRefused(await editor.get(`/api/cms/import-runs/${runs.b}`), 'REST read')
    const one = await editor.graphql(`{ ImportRun(id: "${runs.b}") { id } }`)
    expect(one.json?.data?.ImportRun ?? null).toBeNull()
    const other = await editor.get(`/api/datasets/${datasets.b}/records/imports`)
    expect([other.status, other.json.message]).toEqual([404, 'Dataset not found'])
    // Another dataset's run under a dataset of its own is not found either.
    const crossed = await editor.get(`/api/datasets/${datasets.a}/records/imports/${runs.b}`)
    expect([crossed.status, crossed.json.message]).toEqual([404, 'Import not found'])
    const crossedByAdmin = await admin.get(`/api/datasets/${datasets.a}/records/imports/${runs.b}`)
    expect(crossedByAdmin.status).toBe(404)

    expect(ids(await admin.get('/api/cms/import-runs?limit=100')).sort()).toEqual(
      Object.values(runs).sort(),
    )
  })

  it('should refuse a bad limit with a 400 that says so', async () => {
    const bad = await admin.get(`/api/datasets/${datasets.a}/records/imports?limit=500`)
    expect([bad.status, bad.json.message]).toEqual([400, 'limit cannot exceed 100'])
  })

  it('should let nobody forge or change an import run, and only an administrator delete one', async () => {
    const count = async () => (await server.payload.count({ collection: 'import-runs' })).totalDocs
    const before = await count()
    for (const client of [editor, admin]) {
      expectRefused(
        await client.post('/api/cms/import-runs', { dataset: datasets.a, status: 'completed' }),
        'REST create',
      )
      const forged = await client.graphql(
        `mutation { createImportRun(data: { status: completed }) { id } }`,
      )
      expect(forged.json?.data?.createImportRun ?? null).toBeNull()
      expectRefused(
        await client.patch(`/api/cms/import-runs/${runs.a}`, { status: 'failed' }),
        'REST update',
      )
    }
    expectRefused(await editor.delete(`/api/cms/import-runs/${runs.a}`), 'editor REST delete')
    expect(await count()).toBe(before)
    const stored = await server.payload.findByID({ collection: 'import-runs', id: runs.a })
    expect(stored.status).toBe('completed')
    const spare = await create('import-runs', { dataset: datasets.a, status: 'failed' })
    expect((await admin.delete(`/api/cms/import-runs/${spare}`)).status).toBe(200)
  })
})
