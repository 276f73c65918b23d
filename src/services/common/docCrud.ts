import type { CollectionSlug, DataFromCollectionSlug, Payload } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import { accessAs } from './accessAs'
import { moveToTrash } from '../trash/moveToTrash'
import { findOr404 } from './findOr404'

type Base = { payload: Payload; user: SessionUser }
export type Doc<S extends CollectionSlug> = DataFromCollectionSlug<S>

/** Runs a create or update; a collection may turn its refusals into the API's words (a duplicate's 409). */
type WriteGuard = <T>(call: () => Promise<T>) => Promise<T>

export type DocCrudOptions<S extends CollectionSlug, Reply, Update> = {
  collection: S
  /** What a document is called in messages: 'Redirect' gives 'Redirect not found'. */
  label: string
  serialize: (doc: Doc<S>, payload: Payload) => Promise<Reply> | Reply
  /** The API body as Payload data for an update, which may merge over the stored document; as sent by default. */
  toUpdateData?: (input: Update, current: Doc<S>, payload: Payload) => Promise<unknown> | unknown
  write?: WriteGuard
}

const asSent = (input: unknown) => input
const plainWrite: WriteGuard = (call) => call()

/**
 * One document of a collection by id, over the Local API as the user (`accessAs`), so the
 * collection's access, hooks and validation decide as on every other door: an id the user may not
 * see is a 404 `{label} not found`.
 */
export const docCrud = <S extends CollectionSlug, Reply, Update>({
  collection,
  label,
  serialize,
  toUpdateData = asSent,
  write = plainWrite,
}: DocCrudOptions<S, Reply, Update>) => {
  const find = ({ id, payload, user }: Base & { id: string }) =>
    findOr404({ collection, id, label, payload, user })

  return {
    find,

    get: async (args: Base & { id: string }) => serialize(await find(args), args.payload),

    update: async ({ id, input, payload, user }: Base & { id: string; input: Update }) => {
      const current = await find({ id, payload, user })
      const data = await toUpdateData(input, current, payload)
      const doc = await write(() =>
        payload.update({ collection, data: data as never, id, ...accessAs(user) }),
      )
      return serialize(doc as Doc<S>, payload)
    },

    // A collection with a trash keeps the document there (src/trash); the others delete it.
    remove: async ({ id, payload, user }: Base & { id: string }) => {
      await find({ id, payload, user })
      if (payload.collections[collection]?.config.trash)
        await moveToTrash({ collection, id, payload, user })
      else await payload.delete({ collection, id, ...accessAs(user) })
    },
  }
}
