import type { CollectionBeforeChangeHook } from 'payload'

/** Who created a dataset is who was signed in when it was created, never what a request body says. */
export const setCreatedBy: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  return { ...data, createdBy: req.user ? req.user.id : (data.createdBy ?? null) }
}
