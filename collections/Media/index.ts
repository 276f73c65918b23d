import type { CollectionConfig } from 'payload'

import { mediaDir } from '../../src/config/paths'
import { optionalLine } from '../../src/schemas/common'
import { signedInAccess } from '../access/signedInAccess'
import { adminList } from '../fields/adminList'
import { validateWith } from '../fields/validateWith'
import { keepOwner } from '../hooks/keepOwner'
import { fileRequired } from './hooks/fileRequired'
import { unguessableFilename } from './hooks/unguessableFilename'
import { MEDIA_SIZES } from './imageSizes'

/**
 * Uploaded images of a tenant, stored on disk under the data folder with the sizes sharp makes of
 * them. Payload's own REST and admin serve them to signed-in users; the public site serves the files
 * (only the files, never the list) at /media/{filename} (site/server/mediaFiles.ts).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: adminList('Content', ['filename', 'alt', 'attribution', 'createdAt']),
  access: signedInAccess(),
  upload: {
    // Raster images only: an SVG can carry script, and files are served from the admin's origin.
    mimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'],
    staticDir: mediaDir(),
    imageSizes: MEDIA_SIZES.map((size) => ({ ...size })),
    adminThumbnail: 'thumbnail',
  },
  hooks: {
    beforeOperation: [fileRequired, unguessableFilename],
    beforeValidate: [keepOwner({ thing: 'An image' })],
  },
  fields: [
    { name: 'alt', type: 'text', validate: validateWith(optionalLine('Alt text', 1000)) },
    {
      name: 'attribution',
      type: 'text',
      validate: validateWith(optionalLine('Attribution', 1000)),
    },
  ],
  timestamps: true,
}
