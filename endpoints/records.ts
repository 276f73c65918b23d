import { z } from 'zod'

import { defineRoute } from '../src/http/defineRoute'
import { deleteByIdRoute, updateByIdRoute } from '../src/http/docRoutes'
import { withTotalCount } from '../src/http/totalCount'
import { deleteRecords } from '../src/services/records/deleteRecords'
import {
  createRecord,
  deleteRecord,
  listRecords,
  updateRecord,
} from '../src/services/records/records'
import {
  createRecordSchema,
  deleteRecordsReply,
  deleteRecordsSchema,
  recordListQuery,
  recordSchema,
  updateRecordSchema,
} from '../src/schemas/records'

const tag = 'Dataset records'

export const recordRoutes = [
  defineRoute({
    method: 'get',
    path: '/datasets/:id/records',
    summary:
      "A dataset's records, newest first. Without parameters all of them; with `limit` (1-500, default 50), " +
      '`offset` and `q` (contained in one text or number value, whatever the case and accents) one page, ' +
      'the total in `X-Total-Count`. `sort`: a field name or createdAt, `-` before it for descending (400 for an unknown field)',
    tag,
    query: recordListQuery,
    response: z.array(recordSchema),
    errors: { 404: 'Dataset not found' },
    handler: async ({ params, payload, query, res, user }) =>
      withTotalCount(res, await listRecords({ datasetId: params.id, payload, query, user })),
  }),
  defineRoute({
    method: 'post',
    path: '/datasets/:id/records/delete',
    summary:
      'Delete records of the dataset at once (`ids`, 1 to 500): all of them, or none when an id is not a record of the dataset (400)',
    tag,
    body: deleteRecordsSchema,
    response: deleteRecordsReply,
    errors: { 404: 'Dataset not found' },
    handler: ({ body, params, payload, user }) =>
      deleteRecords({ datasetId: params.id, ids: body.ids, payload, user }),
  }),
  defineRoute({
    method: 'post',
    path: '/records',
    status: 201,
    summary:
      "Add a record: data is checked against the dataset's fields, absent values take their defaults",
    tag,
    body: createRecordSchema,
    response: recordSchema,
    handler: ({ body, payload, user }) => createRecord({ input: body, payload, user }),
  }),
  updateByIdRoute({
    method: 'patch',
    path: '/records',
    summary: "Change a record's liveDate, or replace its data (checked against the fields)",
    tag,
    body: updateRecordSchema,
    response: recordSchema,
    errors: { 404: 'Record not found' },
    update: updateRecord,
  }),
  deleteByIdRoute({
    path: '/records',
    summary: 'Delete a record',
    tag,
    errors: { 404: 'Record not found' },
    remove: deleteRecord,
  }),
]
