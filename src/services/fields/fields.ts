import type { Payload } from 'payload'

import type { CreateFieldInput, UpdateFieldInput } from '../../../endpoints/schemas/fields'
import type { SessionUser } from '../../auth/sessions'
import { assertExists } from '../common/assertExists'
import { findOr404 } from '../common/findOr404'
import { refId } from '../common/refId'
import { findDataset } from '../datasets/datasets'
import { refreshPrimaryValues, removeDataKey, renameDataKey } from '../records/recordsBulk'
import { assertDefaultFits, assertNameFree, duplicateAs409, makeOnlyPrimary } from './fieldRules'
import { serializeField } from './serializeField'

type Base = { payload: Payload; user: SessionUser }

/** A dataset's fields in display order: `order`, then creation. */
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

export const listFields = async ({ datasetId, payload }: Base & { datasetId: string }) => {
  await findDataset({ id: datasetId, payload })
  return (await findFields(payload, datasetId)).map(serializeField)
}

const create = async ({
  datasetId,
  input,
  payload,
}: {
  datasetId: string
  input: CreateFieldInput
  payload: Payload
}) => {
  await assertNameFree({ datasetId, name: input.name, payload })
  assertDefaultFits(input.type, input.defaultValue)
  const { datasetId: _ignored, ...data } = input as CreateFieldInput & { datasetId?: string }
  const field = await payload
    .create({ collection: 'dataset-fields', data: { ...data, dataset: datasetId } })
    .catch(duplicateAs409)
  if (field.isPrimary) await makeOnlyPrimary({ datasetId, field, payload })
  return serializeField(field)
}

/** `POST /api/datasets/:id/fields`: an unknown dataset in the path is a 404. */
export const createFieldInDataset = async ({
  datasetId,
  input,
  payload,
}: Base & { datasetId: string; input: CreateFieldInput }) => {
  await findDataset({ id: datasetId, payload })
  return create({ datasetId, input, payload })
}

/** `POST /api/fields`: an unknown dataset in the body is a 400 on datasetId. */
export const createField = async ({
  input,
  payload,
}: Base & { input: CreateFieldInput & { datasetId: string } }) => {
  await assertExists({
    collection: 'datasets',
    field: 'datasetId',
    id: input.datasetId,
    label: 'Dataset',
    payload,
  })
  return create({ datasetId: input.datasetId, input, payload })
}

const findField = (payload: Payload, id: string) =>
  findOr404({ collection: 'dataset-fields', id, label: 'Field', payload })

/**
 * A rename also renames the key in every record's data (one UPDATE), so records stay readable by the
 * new name; templates that write #oldName# must be edited by hand.
 */
export const updateField = async ({
  id,
  input,
  payload,
}: Base & { id: string; input: UpdateFieldInput }) => {
  const before = await findField(payload, id)
  const datasetId = refId(before.dataset) as string
  const renamed = input.name !== undefined && input.name !== before.name
  if (renamed)
    await assertNameFree({ datasetId, exceptId: id, name: input.name as string, payload })
  const defaultValue = input.defaultValue === undefined ? before.defaultValue : input.defaultValue
  assertDefaultFits(input.type ?? before.type ?? 'text', defaultValue)

  const field = await payload
    .update({ collection: 'dataset-fields', data: input, id })
    .catch(duplicateAs409)
  if (renamed) await renameDataKey({ datasetId, from: before.name, payload, to: field.name })
  if (field.isPrimary && !before.isPrimary) await makeOnlyPrimary({ datasetId, field, payload })
  if (!field.isPrimary && before.isPrimary)
    await refreshPrimaryValues({ datasetId, field: null, payload })
  return serializeField(field)
}

/** The field's values leave every record's data with it, so records never carry unknown keys. */
export const deleteField = async ({ id, payload }: Base & { id: string }) => {
  const field = await findField(payload, id)
  const datasetId = refId(field.dataset) as string
  await payload.delete({ collection: 'dataset-fields', id })
  await removeDataKey({ datasetId, key: field.name, payload })
  if (field.isPrimary) await refreshPrimaryValues({ datasetId, field: null, payload })
}
