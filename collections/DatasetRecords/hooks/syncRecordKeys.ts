import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook } from 'payload'

import { refId } from '../../../src/utilities/refId'
import { deleteKeysOfRecords, replaceRecordKeys } from '../../../src/data/recordKeys/recordKeys'

type RecordDoc = {
  id: string
  dataset?: string | { id: string } | null
  data?: unknown
  liveDate?: string | null
  createdAt?: string | null
  deletedAt?: string | null
}

const same = (a: RecordDoc, b: RecordDoc) =>
  refId(a.dataset) === refId(b.dataset) &&
  a.liveDate === b.liveDate &&
  !a.deletedAt === !b.deletedAt &&
  JSON.stringify(a.data) === JSON.stringify(b.data)

/**
 * Keeps the identifier index (record-keys) in step with the record: its values and liveDate, in the
 * same transaction as the write. An update that changed neither leaves the rows alone. A record in
 * the trash has no rows, so no public URL finds it; restored, it gets them back. The dataset's
 * content version moves after this, in bumpRecordDataset (withContentVersionHooks appends it).
 */
export const syncRecordKeys: CollectionAfterChangeHook = async ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  const record = doc as RecordDoc
  if (operation === 'update' && previousDoc && same(record, previousDoc as RecordDoc)) return doc
  const dataset = refId(record.dataset)
  if (!dataset) return doc
  if (record.deletedAt) {
    await deleteKeysOfRecords({ payload: req.payload, recordIds: [String(record.id)], req })
    return doc
  }
  await replaceRecordKeys({
    created: operation === 'create',
    payload: req.payload,
    record: {
      id: String(record.id),
      dataset,
      data: record.data,
      liveDate: record.liveDate ?? null,
      createdAt: record.createdAt ?? null,
    },
    req,
  })
  return doc
}

/** Before the record goes: its rows point at it, and the foreign key would otherwise orphan them. */
export const removeRecordKeys: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await deleteKeysOfRecords({ payload: req.payload, recordIds: [String(id)], req })
}
