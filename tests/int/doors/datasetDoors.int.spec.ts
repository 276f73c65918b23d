/**
 * Datasets belong to the tenants they list (issue 32): an editor of tenant A works only on datasets all
 * of whose tenants are A's, with everything that hangs off them (fields, records, import, export, AI
 * runs), through the documented /api, Payload's REST and GraphQL; B's datasets, datasets shared with B
 * and datasets with no tenant are an administrator's. A refusal is a 4xx and changes nothing.
 */
import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { useFakeOpenAI, waitForLog } from '../support/aiHelpers'
import { datasetCalls, makeDataset } from '../support/datasetDoors'
import type { DatasetWorld, DoorCall } from '../support/datasetDoors'
import {
  call,
  expectGraphqlOk,
  expectGraphqlRefused,
  expectOk,
  expectRefused,
  startDoors,
} from '../support/doors'
import { startFakeOpenAI } from '../support/fakeOpenAI'
import type { FakeOpenAI } from '../support/fakeOpenAI'
import type { Client } from '../support/session'
import type { TestServer } from '../support/testServer'

let fake: FakeOpenAI
let server: TestServer
let admin: Client
let editor: Client
let tenantA: string
let tenantB: string

beforeAll(async () => {
  fake = await startFakeOpenAI()
  useFakeOpenAI(fake)
  ;({ admin, editor, server, tenantA, tenantB } = await startDoors())
})

afterAll(() => fake.close())

const count = async (collection: CollectionSlug, datasetId?: string) =>
  (
    await server.payload.count({
      collection,
      where: datasetId ? { dataset: { equals: datasetId } } : undefined,
    })
  ).totalDocs

/** What a refused call must leave as it was: the dataset's row, its fields and records, the AI logs. */
const snapshot = async ({ id }: DatasetWorld) => ({
  dataset: await server.payload.findByID({ collection: 'datasets', depth: 0, id }),
  fields: (
    await server.payload.find({
      collection: 'dataset-fields',
      depth: 0,
      pagination: false,
      sort: 'name',
      where: { dataset: { equals: id } },
    })
  ).docs,
  records: (
    await server.payload.find({
      collection: 'dataset-records',
      depth: 0,
      pagination: false,
      sort: 'createdAt',
      where: { dataset: { equals: id } },
    })
  ).docs,
  datasets: await count('datasets'),
  logs: await count('ai-logs'),
  imports: await count('import-runs'),
})

const expectCall = async (step: DoorCall, allowed: boolean, who: string) => {
  const reply = await step.run()
  const label = `${who}: ${step.door} ${step.label}`
  if (step.door === 'GraphQL')
    return allowed
      ? expectGraphqlOk(reply, step.graphqlField as string, label)
      : expectGraphqlRefused(reply, step.graphqlField as string, label)
  if (allowed) expectOk(reply, label)
  else expectRefused(reply, label)
  return reply
}

/** Every call allowed, waiting for the runs it started before the dataset is deleted (and emptied from the trash). */
const expectAllAllowed = async (client: Client, world: DatasetWorld, who: string) => {
  const logs: { id: string; log: 'ai-logs' | 'import-runs' }[] = []
  for (const step of datasetCalls(server, client, world)) {
    if (step.label === 'delete the dataset')
      for (const { id, log } of logs)
        await waitForLog(server.payload, id, undefined, undefined, log)
    const reply = await expectCall(step, true, who)
    const logId = reply && step.logId?.(reply)
    if (logId) logs.push({ id: logId, log: step.log ?? 'ai-logs' })
  }
  // The delete moved the dataset to the trash, whole; deleting it for good takes its records.
  const trash = (await client.get('/api/trash/datasets')).json.items as { id: string }[]
  expect(trash.map((item) => item.id)).toContain(world.id)
  expect((await client.delete(`/api/trash/datasets/${world.id}`)).status).toBe(204)
  expect(await count('dataset-records', world.id)).toBe(0)
  expect(
    await server.payload.count({ collection: 'datasets', where: { id: { equals: world.id } } }),
  ).toMatchObject({ totalDocs: 0 })
}

const owners = () => ({
  "B's": [tenantB],
  'a shared (A and B)': [tenantA, tenantB],
  "an administrators' (no tenant)": [],
})

describe('an editor of A', () => {
  it.each(["B's", 'a shared (A and B)', "an administrators' (no tenant)"] as const)(
    'should be refused %s dataset at every door, its fields, records, import, export and AI runs, changing nothing',
    async (owner) => {
      const world = await makeDataset(server.payload, owners()[owner])
      const before = await snapshot(world)
      const refusedOnly: DoorCall[] = [
        {
          door: 'REST',
          label: 'delete a record',
          run: () => editor.delete(`/api/cms/dataset-records/${world.recordId}`),
        },
        {
          door: '/api',
          label: 'delete a record',
          run: () => editor.delete(`/api/records/${world.recordId}`),
        },
        {
          door: '/api',
          label: 'delete a field',
          run: () => editor.delete(`/api/fields/${world.fieldId}`),
        },
        {
          door: 'REST',
          label: 'delete the dataset',
          run: () => editor.delete(`/api/cms/datasets/${world.id}`),
        },
        {
          door: 'GraphQL',
          graphqlField: 'deleteDataset',
          label: 'deleteDataset',
          run: () => editor.graphql(`mutation { deleteDataset(id: "${world.id}") { id } }`),
        },
      ]
      for (const step of [...datasetCalls(server, editor, world), ...refusedOnly])
        await expectCall(step, false, 'editor of A')

      // Nor does it show in any list.
      const ids = (docs: { id: string }[]) => docs.map((doc) => doc.id)
      expect(ids((await editor.get('/api/datasets')).json)).not.toContain(world.id)
      expect(ids((await editor.get('/api/cms/datasets?limit=100')).json.docs)).not.toContain(
        world.id,
      )
      const listed = await editor.graphql('{ Datasets(limit: 100) { docs { id } } }')
      expect(ids(listed.json.data.Datasets.docs)).not.toContain(world.id)
      const records = await call(
        { client: editor, name: 'editor' },
        'get',
        `/api/cms/dataset-records?where[dataset][equals]=${world.id}`,
      )
      expect(records.json.docs).toEqual([])
      expect(await snapshot(world)).toEqual(before)
    },
  )

  it('should do all of it on a dataset of its own tenant', async () => {
    await expectAllAllowed(editor, await makeDataset(server.payload, [tenantA]), 'editor of A')
  })
})

describe('an administrator', () => {
  it.each(["B's", 'a shared (A and B)', "an administrators' (no tenant)"] as const)(
    'should do all of it on %s dataset',
    async (owner) => {
      await expectAllAllowed(admin, await makeDataset(server.payload, owners()[owner]), 'admin')
    },
  )
})
