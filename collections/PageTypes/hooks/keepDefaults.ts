import type { CollectionBeforeDeleteHook } from 'payload'
import { APIError } from 'payload'

/** A tenant's default page types (blog, page) are what its site falls back on: they cannot be deleted. */
export const keepDefaults: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const pageType = await req.payload.findByID({
    collection: 'page-types',
    depth: 0,
    disableErrors: true,
    id,
    req,
  })
  if (pageType?.isDefault)
    throw new APIError('Cannot delete default page type', 400, undefined, true)
}
