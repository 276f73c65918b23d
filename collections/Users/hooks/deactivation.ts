import { APIError } from 'payload'
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { endOtherSessions } from '../../../src/auth/sessions'

const refuse = (message: string) => new APIError(message, 400, undefined, true)

const isActive = (doc: { active?: boolean | null } | undefined) => doc?.active !== false

/**
 * Deactivating, and taking the administrator role away, keep the site manageable: nobody deactivates
 * their own account (they would lock themselves out mid-edit), and the last active administrator is
 * neither deactivated nor made an editor. On every door, as the collection's rule.
 */
export const keepAnAdministrator: CollectionBeforeChangeHook = async ({
  collection,
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const deactivating = isActive(originalDoc) && data.active === false
  const self =
    req.user?.collection === collection.slug && String(req.user.id) === String(originalDoc.id)
  if (deactivating && self) throw refuse('You cannot deactivate your own account')
  const wasAdmin = originalDoc.role === 'admin' && isActive(originalDoc)
  const staysAdmin = (data.role ?? originalDoc.role) === 'admin' && !deactivating
  if (!wasAdmin || staysAdmin) return data
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    req,
    where: {
      and: [
        { role: { equals: 'admin' } },
        { active: { not_equals: false } },
        { id: { not_equals: originalDoc.id } },
      ],
    },
  })
  if (totalDocs === 0) throw refuse('At least one active administrator must remain')
  return data
}

/** A deactivated user is signed out everywhere at once, in the same transaction. */
export const endSessionsOnDeactivation: CollectionAfterChangeHook = async ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (operation !== 'update' || !isActive(previousDoc) || isActive(doc)) return doc
  await endOtherSessions({ payload: req.payload, req, userId: doc.id })
  return doc
}
