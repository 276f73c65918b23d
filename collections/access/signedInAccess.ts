import type { CollectionConfig } from 'payload'

import { isSignedIn } from './isSignedIn'

/**
 * Every operation for any signed-in user: for tenant-owned collections the base that
 * plugin-multi-tenant narrows to the user's own tenants (administrators excepted). A fresh object each time: the plugin wraps a collection's access functions in place.
 */
export const signedInAccess = (): CollectionConfig['access'] => ({
  create: isSignedIn,
  delete: isSignedIn,
  read: isSignedIn,
  update: isSignedIn,
})
