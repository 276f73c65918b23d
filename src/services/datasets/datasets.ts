import type { Payload } from 'payload'

import type { CreateDatasetInput, UpdateDatasetInput } from '../../../endpoints/schemas/datasets'
import type { SessionUser } from '../../auth/sessions'
import { findOr404 } from '../common/findOr404'
import { datasetCounts } from './datasetCounts'
import { serializeDataset } from './serializeDataset'

// Datasets are shared by every tenant (the spec gives them no tenantId): any signed-in user may use them.
type Base = { payload: Payload; user: SessionUser }

export const findDataset = ({ id, payload }: { id: string; payload: Payload }) =>
  findOr404({ collection: 'datasets', id, label: 'Dataset', payload })

export const listDatasets = async ({ payload }: Base) => {
  const [{ docs }, counts] = await Promise.all([
    payload.find({ collection: 'datasets', depth: 0, pagination: false, sort: '-createdAt' }),
    datasetCounts(payload),
  ])
  return docs.map((dataset) => serializeDataset(dataset, counts(dataset.id)))
}

export const getDataset = async ({ id, payload }: Base & { id: string }) => {
  const dataset = await findDataset({ id, payload })
  return serializeDataset(dataset, (await datasetCounts(payload, dataset.id))(dataset.id))
}

export const createDataset = async ({
  input,
  payload,
  user,
}: Base & { input: CreateDatasetInput }) => {
  const dataset = await payload.create({
    collection: 'datasets',
    data: { ...input, createdBy: user.id },
  })
  return serializeDataset(dataset, { fieldCount: 0, recordCount: 0 })
}

export const updateDataset = async ({
  id,
  input,
  payload,
}: Base & { id: string; input: UpdateDatasetInput }) => {
  await findDataset({ id, payload })
  const dataset = await payload.update({ collection: 'datasets', data: input, id })
  return serializeDataset(dataset, (await datasetCounts(payload, dataset.id))(dataset.id))
}

/** Its fields and records go with it (the collection's beforeDelete hook, in bulk). */
export const deleteDataset = async ({ id, payload }: Base & { id: string }) => {
  await findDataset({ id, payload })
  await payload.delete({ collection: 'datasets', id })
}
