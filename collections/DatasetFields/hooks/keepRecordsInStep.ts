import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { refId } from '../../../src/utilities/refId'
import {
  refreshPrimaryValues,
  removeDataKey,
  renameDataKey,
} from '../../../src/data/records/recordsBulk'

type FieldDoc = {
  id: string
  dataset?: string | { id: string } | null
  isPrimary?: boolean | null
  name: string
}

// Set on the updates that demote the other primary fields, so each does not recompute the dataset.
const DEMOTING = 'demotingPrimaryField'

/**
 * A field's records follow it, in the same transaction, whichever door changed it: a rename renames
 * the key in every record's data (one UPDATE; templates writing #oldName# must be edited by hand); a
 * new primary field demotes the others (one per dataset) and recomputes the searchable primaryValue.
 */
export const keepRecordsInStep: CollectionAfterChangeHook = async ({
  context,
  doc,
  operation,
  previousDoc,
  req,
}) => {
  const field = doc as FieldDoc
  const before = operation === 'update' ? (previousDoc as FieldDoc) : undefined
  const datasetId = refId(field.dataset)
  if (!datasetId || context[DEMOTING]) return doc
  const { payload } = req
  if (before && before.name !== field.name)
    await renameDataKey({ datasetId, from: before.name, payload, req, to: field.name })
  if (field.isPrimary && !before?.isPrimary) {
    await payload.update({
      collection: 'dataset-fields',
      context: { [DEMOTING]: true },
      data: { isPrimary: false },
      req,
      where: {
        and: [
          { dataset: { equals: datasetId } },
          { isPrimary: { equals: true } },
          { id: { not_equals: field.id } },
        ],
      },
    })
    await refreshPrimaryValues({ datasetId, field: field.name, payload, req })
  } else if (!field.isPrimary && before?.isPrimary) {
    await refreshPrimaryValues({ datasetId, field: null, payload, req })
  }
  return doc
}

/** A deleted field's values leave every record's data with it, so records never carry unknown keys. */
export const removeFromRecords: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const field = doc as FieldDoc
  const datasetId = refId(field.dataset)
  if (!datasetId) return
  await removeDataKey({ datasetId, key: field.name, payload: req.payload, req })
  if (field.isPrimary)
    await refreshPrimaryValues({ datasetId, field: null, payload: req.payload, req })
}
