import type { CollectionBeforeDeleteHook } from 'payload'

type Args = {
  /** The self-referencing relationship that points at the parent document. */
  parentField: string
}

/**
 * Deleting a parent deletes its children, and through this same hook their children. It runs before
 * the delete: once the parent row is gone the foreign key (ON DELETE SET NULL) has already cut the
 * children loose and they could no longer be found.
 */
export const deleteChildren =
  ({ parentField }: Args): CollectionBeforeDeleteHook =>
  async ({ collection, id, req }) => {
    await req.payload.delete({
      collection: collection.slug,
      depth: 0,
      req,
      where: { [parentField]: { equals: id } },
    })
  }
