import type { CollectionSlug, Payload, Where } from 'payload'

type Args = {
  collection: CollectionSlug
  payload: Payload
  /** The columns to read, by field name, hidden fields included (`{ id: true, salt: true }`). */
  select: Record<string, true>
  where: Where
}

/**
 * One row read through Payload's database adapter: no hooks, no access check, and fields the Local API
 * hides (a user's `salt`) are there. Null when nothing matches.
 */
export const findRow = async <T>({ collection, payload, select, where }: Args): Promise<T | null> =>
  (await payload.db.findOne({ collection, select, where })) as T | null
