import type { CollectionBeforeDeleteHook } from 'payload'

import { deleteRows } from '../../../src/data/deleteRows'

/**
 * A deleted user's sessions go first, in the same transaction: signed-in browsers are signed out, and
 * the sessions' user column (NOT NULL, ON DELETE SET NULL) would otherwise make the delete fail.
 */
export const endSessionsOfDeletedUser: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await deleteRows({
    collection: 'sessions',
    payload: req.payload,
    req,
    where: { user: { equals: id } },
  })
}
