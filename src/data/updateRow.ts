import type { CollectionSlug, Payload } from 'payload'

type Args = {
  collection: CollectionSlug
  data: Record<string, unknown>
  id: string
  payload: Payload
}

/**
 * One UPDATE of one row through Payload's database adapter, answering nothing: for a row written many
 * times a second (an AI run's log), where the Local API would read the whole document before and after
 * each write. Skips hooks and access: only for collections that have none to skip.
 */
export const updateRow = async ({ collection, data, id, payload }: Args): Promise<void> => {
  await payload.db.updateOne({ collection, data, id, returning: false })
}
