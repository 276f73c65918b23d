import type { CollectionBeforeDeleteHook, CollectionSlug, PayloadRequest } from 'payload'

type Args = {
  collections: CollectionSlug[]
  /** What to do in one of them about the document being deleted. */
  step: (args: {
    collection: CollectionSlug
    id: number | string
    req: PayloadRequest
  }) => Promise<unknown>
}

/**
 * A beforeDelete hook that deals with what other collections hold of the document, one collection
 * after the other and in the delete's transaction (`req`), before the row and its foreign keys go.
 */
export const beforeDeleteEach =
  ({ collections, step }: Args): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    for (const collection of collections) await step({ collection, id, req })
  }
