import type { SessionUser } from '../../auth/sessions'

/**
 * Local API options that apply the collections' access rules to this user: a service asks for no more
 * than Payload's REST, GraphQL and admin screens would give the same user. Only system work (seeding,
 * migrations, AI jobs, the public site's host-scoped reads) leaves access to its default and says so.
 */
export const accessAs = (user: SessionUser) =>
  ({ overrideAccess: false, user: user.payloadUser }) as const
