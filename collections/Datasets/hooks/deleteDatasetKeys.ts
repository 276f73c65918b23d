import type { CollectionBeforeDeleteHook } from 'payload'

import { deleteDatasetKeys as deleteKeys } from '../../../src/data/recordKeys/recordKeys'

/** The dataset's identifier index goes before its records (whose bulk delete runs no record hooks). */
export const deleteDatasetKeys: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await deleteKeys({ datasetId: String(id), payload: req.payload, req })
}
