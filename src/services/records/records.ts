import type { Payload } from 'payload'

import type {
  CreateRecordInput,
  RecordListQuery,
  UpdateRecordInput,
} from '../../../endpoints/schemas/records'
import type { SessionUser } from '../../auth/sessions'
import { HttpError } from '../../http/HttpError'
import { assertExists } from '../common/assertExists'
import { findOr404 } from '../common/findOr404'
import { refId } from '../common/refId'
import { findDataset } from '../datasets/datasets'
import { findFields } from '../fields/fields'
import { toFieldDef } from '../fields/serializeField'
import { validateRecordData } from './recordData'
import { queryRecords } from './recordQueries'
import { serializeRecord } from './serializeRecord'

type Base = { payload: Payload; user: SessionUser }

/**
 * Without paging parameters every record as a plain array (what the admin's dialog loads); with any of
 * limit, offset or q that page (limit 50 unless given) and `total` for the X-Total-Count header.
 */
export const listRecords = async ({
  datasetId,
  payload,
  query,
}: Base & { datasetId: string; query: RecordListQuery }) => {
  await findDataset({ id: datasetId, payload })
  const paged = query.limit !== undefined || query.offset !== undefined || query.q !== undefined
  if (!paged)
    return {
      items: (await queryRecords({ datasetId, payload })).rows.map((row) => serializeRecord(row)),
    }
  if (query.q) {
    const primary = (await findFields(payload, datasetId)).some((f) => f.isPrimary)
    if (!primary)
      throw new HttpError(
        400,
        'This dataset has no primary field to search: mark one field as primary',
        { q: 'No primary field' },
      )
  }
  const { rows, total } = await queryRecords({
    datasetId,
    limit: query.limit ?? 50,
    offset: query.offset,
    payload,
    search: query.q || undefined,
  })
  const now = Date.now()
  return { items: rows.map((row) => serializeRecord(row, now)), total }
}

/** The record data to store, checked against the dataset's fields; 400 naming every problem otherwise. */
const checkedData = async (
  payload: Payload,
  datasetId: string,
  data: Record<string, unknown>,
  applyDefaults: boolean,
) => {
  const fields = await findFields(payload, datasetId)
  if (fields.length === 0)
    throw new HttpError(400, 'No fields defined', { datasetId: 'No fields defined' })
  const result = validateRecordData({ applyDefaults, data, fields: fields.map(toFieldDef) })
  if ('errors' in result) throw new HttpError(400, result.message as string, result.errors)
  return result.data
}

export const createRecord = async ({ input, payload }: Base & { input: CreateRecordInput }) => {
  await assertExists({
    collection: 'datasets',
    field: 'datasetId',
    id: input.datasetId,
    label: 'Dataset',
    payload,
  })
  const data = await checkedData(payload, input.datasetId, input.data, true)
  const record = await payload.create({
    collection: 'dataset-records',
    data: { data, dataset: input.datasetId, liveDate: input.liveDate ?? new Date().toISOString() },
  })
  return serializeRecord(record)
}

const findRecord = (payload: Payload, id: string) =>
  findOr404({ collection: 'dataset-records', id, label: 'Record', payload })

export const updateRecord = async ({
  id,
  input,
  payload,
}: Base & { id: string; input: UpdateRecordInput }) => {
  const before = await findRecord(payload, id)
  const data =
    input.data === undefined
      ? undefined
      : await checkedData(payload, refId(before.dataset) as string, input.data, false)
  const record = await payload.update({
    collection: 'dataset-records',
    data: { data, liveDate: input.liveDate },
    id,
  })
  return serializeRecord(record)
}

export const deleteRecord = async ({ id, payload }: Base & { id: string }) => {
  await findRecord(payload, id)
  await payload.delete({ collection: 'dataset-records', id })
}
