import type { Payload } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import type { CreateDatasetInput, DatasetReply, UpdateDatasetInput } from '../../schemas/datasets'
import type { Dataset } from '../../payload-types'
import { accessAs } from '../common/accessAs'
import { docCrud } from '../common/docCrud'
import { findVisible } from '../common/findVisible'
import { datasetCounts } from '../../data/datasetCounts'
import { serializeDataset } from './serializeDataset'

// Datasets are shared by every tenant (the spec gives them no tenantId): the collection lets any
// signed-in user use them.
type Base = { payload: Payload; user: SessionUser }

/** One dataset with its own counts. */
const withCounts = async (dataset: Dataset, payload: Payload) =>
  serializeDataset(dataset, (await datasetCounts(payload, dataset.id))(dataset.id))

/** Its fields and records go with it on delete (the collection's beforeDelete hook, in bulk). */
const datasets = docCrud<'datasets', DatasetReply, UpdateDatasetInput>({
  collection: 'datasets',
  label: 'Dataset',
  serialize: withCounts,
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

/** The collection records who created it from the signed-in user. */
export const createDataset = async ({
  input,
  payload,
  user,
}: Base & { input: CreateDatasetInput }) => {
  const dataset = await payload.create({ collection: 'datasets', data: input, ...accessAs(user) })
  return serializeDataset(dataset, { fieldCount: 0, recordCount: 0 })
}
