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
import type { RecordSort } from '../../data/records/recordQueries'
import { serializeRecord } from './serializeRecord'
import { withUrlConflicts } from './urlConflicts'

type Base = { payload: Payload; user: SessionUser }

const SORT_HINT = 'sort by createdAt or a field of the dataset, with - before it for descending'

/** `sort` (a field's name or createdAt, `-` for descending) checked against the dataset's fields. */
const sortOf = async (
  payload: Payload,
  datasetId: string,
  sort: string | undefined,
): Promise<RecordSort | undefined> => {
  if (!sort) return undefined
  const descending = sort.startsWith('-')
  const name = descending ? sort.slice(1) : sort
  if (name === 'createdAt') return { descending }
  const field = (await findFields(payload, datasetId)).find((f) => f.name === name)
  if (!field)
    throw invalid(`Unknown sort field "${name}": ${SORT_HINT}`, {
      sort: `No field named "${name}"`,
    })
  return { descending, field: { name, numeric: field.type === 'number' } }
}

/**
 * Without paging parameters every record as a plain array (what the admin's dialog loads); with any of
 * limit, offset or q that page (limit 50 unless given) and `total` for the X-Total-Count header.
 * `sort` orders either. `q` finds records with a text or number value that contains it, whatever the case and accents.
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
  const sort = await sortOf(payload, datasetId, query.sort)
  if (!paged)
    return {
      items: await marked(
        (await queryRecords({ datasetId, payload, sort })).rows.map((row) => serializeRecord(row)),
      ),
    }
  const { rows, total } = await queryRecords({
    datasetId,
    limit: query.limit ?? 50,
    offset: query.offset,
    payload,
    search: query.q || undefined,
    sort,
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
