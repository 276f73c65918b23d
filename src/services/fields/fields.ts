import type { Payload } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import type { CreateFieldInput, FieldReply, UpdateFieldInput } from '../../schemas/fields'
import { accessAs } from '../common/accessAs'
import { docCrud } from '../common/docCrud'
import { findVisible } from '../common/findVisible'
import { findDataset } from '../datasets/datasets'
import { duplicateAs409 } from './fieldRules'
import { serializeField } from './serializeField'

type Base = { payload: Payload; user: SessionUser }

/** A dataset's fields in display order: `order`, then creation (system read: datasets are shared). */
export const findFields = async (payload: Payload, datasetId: string) =>
  (
    await payload.find({
      collection: 'dataset-fields',
      depth: 0,
      pagination: false,
      sort: ['order', 'createdAt'],
      where: { dataset: { equals: datasetId } },
    })
  ).docs

export const listFields = async ({ datasetId, payload, user }: Base & { datasetId: string }) => {
  await findDataset({ id: datasetId, payload, user })
  const docs = await findVisible({
    collection: 'dataset-fields',
    payload,
    sort: ['order', 'createdAt'],
    user,
    where: { dataset: { equals: datasetId } },
  })
  return docs.map(serializeField)
}

/**
 * The collection checks the default value against the type, keeps one primary field per dataset and
 * renames or removes the key in the records' data with the field; a duplicate name is a 409.
 */
const create = async ({
  datasetId,
  input,
  payload,
  user,
}: Base & { datasetId: string; input: CreateFieldInput }) => {
  const { datasetId: _ignored, ...data } = input as CreateFieldInput & { datasetId?: string }
  const field = await payload
    .create({
      collection: 'dataset-fields',
      data: { ...data, dataset: datasetId },
      ...accessAs(user),
    })
    .catch(duplicateAs409)
  return serializeField(field)
}

/** `POST /api/datasets/:id/fields`: an unknown dataset in the path is a 404. */
export const createFieldInDataset = async ({
  datasetId,
  input,
  payload,
  user,
}: Base & { datasetId: string; input: CreateFieldInput }) => {
  await findDataset({ id: datasetId, payload, user })
  return create({ datasetId, input, payload, user })
}

/** `POST /api/fields`: an unknown dataset in the body is a 400 on datasetId (the collection's check). */
export const createField = async ({
  input,
  payload,
  user,
}: Base & { input: CreateFieldInput & { datasetId: string } }) =>
  create({ datasetId: input.datasetId, input, payload, user })

const fields = docCrud<'dataset-fields', FieldReply, UpdateFieldInput>({
  collection: 'dataset-fields',
  label: 'Field',
  serialize: serializeField,
  write: (call) => call().catch(duplicateAs409),
})

export const updateField = fields.update
export const deleteField = fields.remove
