import type { Access } from 'payload'

/** Administrators: every row; anyone else signed in: the rows whose `user` is themselves. */
export const isAdminOrOwner: Access = ({ req: { user } }) =>
  user?.role === 'admin' ? true : user ? { user: { equals: user.id } } : false
