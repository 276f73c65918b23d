import type { CollectionConfig } from 'payload'

import { mediaDir } from '../../src/config/paths'
import { isSignedIn } from '../access/isSignedIn'

/** Uploaded images, stored on disk under the data folder. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    defaultColumns: ['filename', 'alt', 'attribution', 'createdAt'],
    group: 'Content',
  },
  access: {
    create: isSignedIn,
    delete: isSignedIn,
    read: isSignedIn,
    update: isSignedIn,
  },
  upload: {
    mimeTypes: ['image/*'],
    staticDir: mediaDir,
  },
  fields: [
    { name: 'alt', type: 'text' },
    { name: 'attribution', type: 'text' },
  ],
  timestamps: true,
}
