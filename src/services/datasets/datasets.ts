import type { Payload } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import type { CreateDatasetInput, DatasetReply, UpdateDatasetInput } from '../../schemas/datasets'
import type { Dataset } from '../../payload-types'
import { accessAs } from '../common/accessAs'
import { docCrud } from '../common/docCrud'
import { findVisible } from '../common/findVisible'
import { datasetCounts } from '../../data/datasetCounts'
import { serializeDataset } from './serializeDataset'

// A dataset serves the tenants it lists (`tenantIds` here, `tenants` in the collection), whose
// access and hooks decide who may see and change it and which tenants it may be given.
type Base = { payload: Payload; user: SessionUser }

/** One dataset with its own counts. */
const withCounts = async (dataset: Dataset, payload: Payload) =>
  serializeDataset(dataset, (await datasetCounts(payload, dataset.id))(dataset.id))

/** The API's `tenantIds` is the collection's `tenants`; absent stays absent. */
const toData = <T extends { tenantIds?: string[] }>({ tenantIds, ...rest }: T) => ({
  ...rest,
  ...(tenantIds !== undefined ? { tenants: tenantIds } : {}),
})

/** Its fields and records go with it on delete (the collection's beforeDelete hook, in bulk). */
const datasets = docCrud<'datasets', DatasetReply, UpdateDatasetInput>({
  collection: 'datasets',
  label: 'Dataset',
  serialize: withCounts,
  toUpdateData: toData,
})

export const findDataset = datasets.find
export const getDataset = datasets.get
export const updateDataset = datasets.update
export const deleteDataset = datasets.remove

export const listDatasets = async ({ payload, user }: Base) => {
  const [docs, counts] = await Promise.all([
    findVisible({ collection: 'datasets', payload, sort: '-createdAt', user }),
    datasetCounts(payload),
  ])
  return docs.map((dataset) => serializeDataset(dataset, counts(dataset.id)))
}

/** The collection records who created it from the signed-in user, and checks its tenants. */
export const createDataset = async ({
  input,
  payload,
  user,
}: Base & { input: CreateDatasetInput }) => {
  const dataset = await payload.create({
    collection: 'datasets',
    data: toData(input),
    ...accessAs(user),
  })
  return serializeDataset(dataset, { fieldCount: 0, recordCount: 0 })
}
