import type { CollectionConfig } from 'payload'

import { isSignedIn } from './isSignedIn'

/** Tables the product maintains itself (hooks and bulk helpers): readable when signed in, never written by hand. */
export const internalOnly: CollectionConfig['access'] = {
  create: () => false,
  delete: () => false,
  read: isSignedIn,
  update: () => false,
}
