import crypto from 'node:crypto'

import type { CollectionBeforeOperationHook } from 'payload'

import { slugify } from '../../../src/render/slugify'

/** The longest part of the uploader's file name kept, before the token and the extension. */
const BASE_MAX = 60

/** `My Photo (1).JPG` → `my-photo-1-3f9a0c1b2d4e5f60.jpg`. */
export const storedFilename = (uploaded: string): string => {
  const dot = uploaded.lastIndexOf('.')
  const base = slugify(dot >= 0 ? uploaded.slice(0, dot) : uploaded)
    .slice(0, BASE_MAX)
    .replace(/-+$/, '')
  const extension =
    dot >= 0
      ? uploaded
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
      : ''
  const token = crypto.randomBytes(8).toString('hex')
  return `${base || 'image'}-${token}${extension ? `.${extension}` : ''}`
}

/**
 * Every stored file name is a URL-safe slug with a random token: uploads are served publicly by name
 * at /media/{filename} (the public site's featured images), so a name must not be guessable. An image
 * nobody has put on a page yet cannot be found by trying names; only a page that shows it gives its
 * address away. Payload then derives the sizes' names from it (`...-400x300.jpg`).
 */
export const unguessableFilename: CollectionBeforeOperationHook = ({ args, operation }) => {
  const file = (args as { req?: { file?: { name: string } } }).req?.file
  if ((operation !== 'create' && operation !== 'update') || !file?.name) return args
  file.name = storedFilename(file.name)
  return args
}
