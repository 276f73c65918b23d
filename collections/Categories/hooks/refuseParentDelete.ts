import type { CollectionBeforeDeleteHook } from 'payload'
import { APIError } from 'payload'

type Args = {
  /** The self-referencing relationship that points at the parent document. */
  parentField: string
}

/**
 * A category with subcategories cannot be deleted (spec 2.7: the admin disables Delete then): its
 * children would lose their place in the tree and their pages' URLs with it.
 */
export const refuseParentDelete =
  ({ parentField }: Args): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    const { totalDocs } = await req.payload.count({
      collection: 'categories',
      req,
      where: { [parentField]: { equals: id } },
    })
    if (totalDocs > 0)
      throw new APIError('You must delete all subcategories first.', 400, undefined, true)
  }
