import crypto from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { request } from '../support/http'
import { startTwoTenants } from '../support/twoTenants'
import type { TwoTenants } from '../support/twoTenants'
import { signIn } from '../support/session'
import type { Client } from '../support/session'

let t: TwoTenants
/** An editor of tenant B only: tenant A's datasets are not theirs. */
let other: Client

type Row = { id: string; data: { name: string } }

/** A dataset of the editor of tenant A, with records named as given; their ids by name. */
const newDataset = async (names: string[]) => {
  const id = (await t.editor.post('/api/datasets', { name: 'Bulk' })).json.id as string
  await t.editor.post(`/api/datasets/${id}/fields`, { name: 'name', isPrimary: true })
  await t.editor.post(`/api/datasets/${id}/fields`, { name: 'note' })
  const ids: Record<string, string> = {}
  for (const name of names)
    ids[name] = (
      await t.editor.post('/api/records', {
        datasetId: id,
        data: { name, note: `${name}, "quoted"` },
      })
    ).json.id
  return { id, ids }
}
const names = async (client: Client, datasetId: string) =>
  ((await client.get(`/api/datasets/${datasetId}/records`)).json as Row[])
    .map((r) => r.data.name)
    .sort()

beforeAll(async () => {
  t = await startTwoTenants()
  other = await signIn(t.server, { role: 'editor', tenantIds: [t.tenantB] })
})

describe('deleting records at once (POST /api/datasets/:id/records/delete)', () => {
  it('should delete the named records of the dataset and answer how many', async () => {
    const { id, ids } = await newDataset(['Flute', 'Harp', 'Oboe'])
    const reply = await t.editor.post(`/api/datasets/${id}/records/delete`, {
      ids: [ids.Flute, ids.Oboe, ids.Flute],
    })
    expect([reply.status, reply.json]).toEqual([200, { deleted: 2 }])
    expect(await names(t.editor, id)).toEqual(['Harp'])
    const dataset = (await t.editor.get('/api/datasets')).json.find(
      (d: { id: string }) => d.id === id,
    )
    expect(dataset.recordCount).toBe(1)
  })

  it('should answer 400 and delete nothing when an id is not a record of the dataset', async () => {
    const { id, ids } = await newDataset(['Flute', 'Harp'])
    const { ids: elsewhere } = await newDataset(['Drum'])
    const unknown = crypto.randomUUID()
    for (const stranger of [elsewhere.Drum, unknown]) {
      const reply = await t.editor.post(`/api/datasets/${id}/records/delete`, {
        ids: [ids.Flute, stranger],
      })
      expect([reply.status, reply.json.message]).toEqual([
        400,
        `Not records of this dataset: ${stranger}`,
      ])
    }
    expect(await names(t.editor, id)).toEqual(['Flute', 'Harp'])
  })

  it('should answer 400 for a body without ids, with bad ids, or with too many', async () => {
    const { id } = await newDataset(['Flute'])
    const cases: [unknown, string][] = [
      [{}, 'ids must be an array of record ids'],
      [{ ids: [] }, 'ids must name at least one record'],
      [{ ids: ['nope'] }, 'ids must be record ids (UUID)'],
      [{ ids: 'x' }, 'ids must be an array of record ids'],
      [
        { ids: Array.from({ length: 501 }, () => crypto.randomUUID()) },
        'ids must name at most 500 records',
      ],
    ]
    for (const [body, message] of cases) {
      const reply = await t.editor.post(`/api/datasets/${id}/records/delete`, body)
      expect([reply.status, reply.json.message], JSON.stringify(body).slice(0, 40)).toEqual([
        400,
        message,
      ])
    }
    expect(await names(t.editor, id)).toEqual(['Flute'])
  })

  it("should answer 404 for another user's dataset and 401 without a session, deleting nothing", async () => {
    const { id, ids } = await newDataset(['Flute'])
    const reply = await other.post(`/api/datasets/${id}/records/delete`, { ids: [ids.Flute] })
    expect([reply.status, reply.json.message]).toEqual([404, 'Dataset not found'])
    const anonymous = await request(t.server.baseUrl, `/api/datasets/${id}/records/delete`, {
      body: { ids: [ids.Flute] },
      method: 'POST',
    })
    expect(anonymous.status).toBe(401)
    expect(await names(t.editor, id)).toEqual(['Flute'])
  })
})

describe('exporting chosen records (GET /api/datasets/:id/records/export?ids=)', () => {
  it('should export only the named records, oldest first, as CSV and as JSON', async () => {
    const { id, ids } = await newDataset(['Flute', 'Harp', 'Oboe'])
    const csv = await t.editor.get(
      `/api/datasets/${id}/records/export?ids=${ids.Oboe},${ids.Flute}`,
    )
    expect(csv.status).toBe(200)
    const lines = csv.text.trim().split('\r\n')
    expect(lines[0]).toBe('name,note,liveDate,id')
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['Flute', 'Oboe'])
    expect(lines[1]).toContain('"Flute, ""quoted"""')
    const json = await t.editor.get(
      `/api/datasets/${id}/records/export?format=json&ids=${ids.Harp}`,
    )
    expect(json.json.map((r: { name: string; id: string }) => [r.name, r.id])).toEqual([
      ['Harp', ids.Harp],
    ])
  })

  it("should answer 400 for bad ids and 404 for another user's dataset", async () => {
    const { id, ids } = await newDataset(['Flute'])
    for (const bad of ['', 'nope', `${ids.Flute},x`]) {
      const reply = await t.editor.get(`/api/datasets/${id}/records/export?ids=${bad}`)
      expect(reply.status, bad).toBe(400)
    }
    expect((await t.editor.get(`/api/datasets/${id}/records/export?ids=nope`)).json.message).toBe(
      'ids must be record ids (UUID), separated by commas, at most 500',
    )
    const reply = await other.get(`/api/datasets/${id}/records/export?ids=${ids.Flute}`)
    expect([reply.status, reply.json.message]).toEqual([404, 'Dataset not found'])
  })
})
