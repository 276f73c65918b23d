import type { CollectionBeforeChangeHook } from 'payload'

/** Who saved this copy (the live page or a draft): a page's history names its author per version. */
export const setEditedBy: CollectionBeforeChangeHook = ({ data, req }) => ({
  ...data,
  editedBy: req.user?.collection === 'users' ? req.user.id : (data.editedBy ?? null),
})
