/**
 * Everything that hangs off one dataset, through every door (tests/int/doors/datasetDoors.int.spec.ts):
 * the dataset, its fields and records, its import, export and AI runs, at the documented /api, at
 * Payload's REST (/api/cms) and in GraphQL. A test runs each call as one actor and checks the answers.
 */
import type { Payload } from 'payload'

import { importCsv } from './imports'
import type { Reply } from './http'
import type { Client } from './session'
import type { TestServer } from './testServer'

/** A dataset with a primary `name` field, an AI field `blurb` and one record, serving `tenants`. */
export type DatasetWorld = { id: string; fieldId: string; recordId: string }

let serial = 0

export const makeDataset = async (payload: Payload, tenants: string[]): Promise<DatasetWorld> => {
  const n = ++serial
  const dataset = await payload.create({
    collection: 'datasets',
    data: { name: `Doors ${n}`, tenants },
    depth: 0,
  })
  const id = String(dataset.id)
  const field = await payload.create({
    collection: 'dataset-fields',
    data: { dataset: id, isPrimary: true, name: 'name', order: 0 },
  })
  await payload.create({
    collection: 'dataset-fields',
    data: { aiPrompt: 'Describe {field}', dataset: id, name: 'blurb', order: 1 },
  })
  const record = await payload.create({
    collection: 'dataset-records',
    data: { data: { name: `Item ${n}` }, dataset: id },
  })
  return { fieldId: String(field.id), id, recordId: String(record.id) }
}

export type DoorCall = {
  door: '/api' | 'GraphQL' | 'REST'
  label: string
  /** Its answer; `graphqlField` names the GraphQL field that must come back empty when refused. */
  run: () => Promise<Reply>
  graphqlField?: string
  /** The log a successful call started (import, AI runs), to wait for before the dataset goes. */
  logId?: (reply: Reply) => string | null
  /** Where that log is: an AI run's in ai-logs (the default), an import's in import-runs. */
  log?: 'ai-logs' | 'import-runs'
}

const csv = (name: string) => `name,blurb\n${name},Imported\n`

/**
 * Every read and write of the dataset, its fields and records, as `client`; the deletes come last
 * (the dataset's own delete at the very end), so an allowed actor's calls all find what they need.
 */
export const datasetCalls = (
  server: TestServer,
  client: Client,
  { fieldId, id, recordId }: DatasetWorld,
): DoorCall[] => {
  const api = (label: string, run: () => Promise<Reply>, extra: Partial<DoorCall> = {}) => ({
    door: '/api' as const,
    label,
    run,
    ...extra,
  })
  const rest = (label: string, run: () => Promise<Reply>) => ({ door: 'REST' as const, label, run })
  const gql = (graphqlField: string, query: string, variables?: Record<string, unknown>) => ({
    door: 'GraphQL' as const,
    graphqlField,
    label: graphqlField,
    run: () => client.graphql(query, variables),
  })
  const started = (reply: Reply) => (reply.json?.logId as string | null | undefined) ?? null
  return [
    api('read the dataset', () => client.get(`/api/datasets/${id}`)),
    api('change the dataset', () => client.patch(`/api/datasets/${id}`, { notes: 'Changed' })),
    api('list its fields', () => client.get(`/api/datasets/${id}/fields`)),
    api('add a field', () => client.post(`/api/datasets/${id}/fields`, { name: 'extra1' })),
    api('add a field by datasetId', () =>
      client.post('/api/fields', { datasetId: id, name: 'extra2' }),
    ),
    api('change a field', () => client.patch(`/api/fields/${fieldId}`, { aiPrompt: 'New' })),
    api('list its records', () => client.get(`/api/datasets/${id}/records`)),
    api('add a record', () =>
      client.post('/api/records', { data: { name: 'New' }, datasetId: id }),
    ),
    api('change a record', () => client.patch(`/api/records/${recordId}`, { data: { name: 'C' } })),
    api('export its records', () => client.get(`/api/datasets/${id}/records/export`)),
    api('dry-run an import', () =>
      importCsv(server, client, id, csv('Dry'), { query: 'dryRun=true' }),
    ),
    api('import records', () => importCsv(server, client, id, csv('Imported')), {
      log: 'import-runs',
      logId: started,
    }),
    api(
      'generate records with AI',
      () =>
        client.post(`/api/datasets/${id}/ai-records`, {
          inputList: ['Zither'],
          targetField: 'name',
        }),
      { logId: started },
    ),
    api('fill AI fields', () => client.post(`/api/datasets/${id}/ai-fill`, {}), {
      logId: started,
    }),
    api('generate an input list with AI', () =>
      client.post(`/api/datasets/${id}/ai-generate-list`, { count: 2, query: 'harps' }),
    ),
    rest('read the dataset', () => client.get(`/api/cms/datasets/${id}`)),
    rest('change the dataset', () => client.patch(`/api/cms/datasets/${id}`, { notes: 'R' })),
    rest('read a field', () => client.get(`/api/cms/dataset-fields/${fieldId}`)),
    rest('add a field', () => client.post('/api/cms/dataset-fields', { dataset: id, name: 'r1' })),
    rest('change a field', () =>
      client.patch(`/api/cms/dataset-fields/${fieldId}`, { aiPrompt: 'R' }),
    ),
    rest('read a record', () => client.get(`/api/cms/dataset-records/${recordId}`)),
    rest('add a record', () =>
      client.post('/api/cms/dataset-records', { data: { name: 'R' }, dataset: id }),
    ),
    rest('change a record', () =>
      client.patch(`/api/cms/dataset-records/${recordId}`, { data: { name: 'R2' } }),
    ),
    gql('Dataset', `{ Dataset(id: "${id}") { id } }`),
    gql('updateDataset', `mutation { updateDataset(id: "${id}", data: { notes: "G" }) { id } }`),
    gql('DatasetField', `{ DatasetField(id: "${fieldId}") { id } }`),
    gql(
      'createDatasetField',
      `mutation { createDatasetField(data: { dataset: "${id}", name: "g1" }) { id } }`,
    ),
    gql('DatasetRecord', `{ DatasetRecord(id: "${recordId}") { id } }`),
    gql(
      'createDatasetRecord',
      'mutation ($data: mutationDatasetRecordInput!) { createDatasetRecord(data: $data) { id } }',
      { data: { data: { name: 'G' }, dataset: id } },
    ),
    gql(
      'updateDatasetRecord',
      `mutation ($data: mutationDatasetRecordUpdateInput!) { updateDatasetRecord(id: "${recordId}", data: $data) { id } }`,
      { data: { data: { name: 'G2' } } },
    ),
    gql('deleteDatasetRecord', `mutation { deleteDatasetRecord(id: "${recordId}") { id } }`),
    rest('delete a field', () => client.delete(`/api/cms/dataset-fields/${fieldId}`)),
    api('delete the dataset', () => client.delete(`/api/datasets/${id}`)),
  ]
}
