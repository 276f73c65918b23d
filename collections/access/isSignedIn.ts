import type { Access } from 'payload'

/**
 * Any signed-in user. On tenant-owned collections plugin-multi-tenant narrows this to the user's own
 * tenants (administrators excepted), so this is the whole rule there; anonymous callers get nothing.
 */
export const isSignedIn: Access = ({ req }) => Boolean(req.user)
