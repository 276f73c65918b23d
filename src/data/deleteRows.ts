import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

type Args = {
  collection: CollectionSlug
  payload: Payload
  /** A hook's request: the delete joins its transaction. */
  req?: Partial<PayloadRequest>
  where: Where
}

/**
 * One DELETE statement through Payload's database adapter: no hooks, no access check, no document read
 * before or after. For cascades over many rows (a dataset's 100k records, a tenant's content) and for
 * sessions; anything that needs its hooks goes through the Local API.
 */
export const deleteRows = async ({ collection, payload, req, where }: Args): Promise<void> => {
  await payload.db.deleteMany({ collection, req, where })
}

/** The versions (drafts and history) of a collection's documents that `where` names, in one statement. */
export const deleteVersionRows = async ({ collection, payload, req, where }: Args): Promise<void> => {
  await payload.db.deleteVersions({ collection, req, where })
}
