import type { CollectionConfig } from 'payload'

import { isAdmin } from './isAdmin'

/**
 * Tables the product maintains itself (hooks, bulk helpers, jobs): written only by system code, which
 * bypasses access; administrators may look, nobody else.
 */
export const internalOnly: CollectionConfig['access'] = {
  create: () => false,
  delete: () => false,
  read: isAdmin,
  update: () => false,
}
