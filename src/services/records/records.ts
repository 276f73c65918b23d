import type { Payload } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import { invalid } from '../errors'
import type {
  CreateRecordInput,
  RecordListQuery,
  RecordReply,
  UpdateRecordInput,
} from '../../schemas/records'
import { accessAs } from '../common/accessAs'
import { docCrud } from '../common/docCrud'
import { extraData, extraReply } from '../common/extraValues'
import { findDataset } from '../datasets/datasets'
import { findFields } from '../fields/fields'
import { queryRecords } from '../../data/records/recordQueries'
import { serializeRecord } from './serializeRecord'
import { withUrlConflicts } from './urlConflicts'

type Base = { payload: Payload; user: SessionUser }

/**
 * Without paging parameters every record as a plain array (what the admin's dialog loads); with any of
 * limit, offset or q that page (limit 50 unless given) and `total` for the X-Total-Count header.
 */
export const listRecords = async ({
  datasetId,
  payload,
  query,
  user,
}: Base & { datasetId: string; query: RecordListQuery }) => {
  await findDataset({ id: datasetId, payload, user })
  const paged = query.limit !== undefined || query.offset !== undefined || query.q !== undefined
  const marked = (items: RecordReply[]) => withUrlConflicts({ datasetId, items, payload, user })
  if (!paged)
    return {
      items: await marked(
        (await queryRecords({ datasetId, payload })).rows.map((row) => serializeRecord(row)),
      ),
    }
  if (query.q) {
    const primary = (await findFields(payload, datasetId)).some((f) => f.isPrimary)
    if (!primary)
      throw invalid('This dataset has no primary field to search: mark one field as primary', {
        q: 'No primary field',
      })
  }
  const { rows, total } = await queryRecords({
    datasetId,
    limit: query.limit ?? 50,
    offset: query.offset,
    payload,
    search: query.q || undefined,
  })
  const now = Date.now()
  return { items: await marked(rows.map((row) => serializeRecord(row, now))), total }
}

/** The collection checks the data against the dataset's fields and applies their defaults. */
export const createRecord = async ({
  input,
  payload,
  user,
}: Base & { input: CreateRecordInput }) => {
  const record = await payload.create({
    collection: 'dataset-records',
    // The reply names the dataset by id: populating it would cost a read per write (imports and AI
    // batches write for hours while the public site is served from the same process).
    depth: 0,
    data: {
      ...extraData(payload, 'dataset-records', input),
      data: input.data,
      dataset: input.datasetId,
      liveDate: input.liveDate ?? new Date().toISOString(),
    },
    ...accessAs(user),
  })
  return { ...extraReply(payload, 'dataset-records', record), ...serializeRecord(record) }
}

const records = docCrud<'dataset-records', RecordReply, UpdateRecordInput>({
  collection: 'dataset-records',
  label: 'Record',
  // Fields a developer added through the plugin's overrides travel as extra properties.
  serialize: (record, payload) => ({
    ...extraReply(payload, 'dataset-records', record),
    ...serializeRecord(record),
  }),
  // `data`, when sent, replaces the record's data as a whole; an absent liveDate is kept.
  toUpdateData: (input, _current, payload) => ({
    ...extraData(payload, 'dataset-records', input),
    ...Object.fromEntries(
      Object.entries({ data: input.data, liveDate: input.liveDate }).filter(
        ([, v]) => v !== undefined,
      ),
    ),
  }),
})

export const updateRecord = records.update
export const deleteRecord = records.remove
