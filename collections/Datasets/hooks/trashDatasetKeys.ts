import type { CollectionAfterChangeHook } from 'payload'

import { deleteDatasetKeys } from '../../../src/data/recordKeys/recordKeys'
import { rebuildRecordKeys } from '../../../src/data/recordKeys/rebuildRecordKeys'

type Trashable = { id: string; deletedAt?: string | null }

/**
 * A dataset moved to the trash takes its records' URLs with it (the identifier index), so no public
 * page of its templates is found; restored, they are built again from its records (those not in the
 * trash themselves), in the same transaction.
 */
export const trashDatasetKeys: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const now = doc as Trashable
  const before = previousDoc as Trashable | undefined
  if (!before || !now.deletedAt === !before.deletedAt) return doc
  const datasetId = String(now.id)
  if (now.deletedAt) await deleteDatasetKeys({ datasetId, payload: req.payload, req })
  else await rebuildRecordKeys({ datasetId, payload: req.payload, req })
  return doc
}
