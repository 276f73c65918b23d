import type { Access } from 'payload'

/** Administrators: every user; anyone else signed in: their own user document only. */
export const isAdminOrSelf: Access = ({ req: { user } }) =>
  user?.role === 'admin' ? true : user ? { id: { equals: user.id } } : false
