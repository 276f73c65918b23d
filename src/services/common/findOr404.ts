import type { CollectionSlug, Payload } from 'payload'

import { HttpError } from '../../http/HttpError'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value)

type Args<S extends CollectionSlug> = {
  collection: S
  depth?: number
  id: string | undefined
  /** What the thing is called in the message: 'Task' gives 'Task not found'. */
  label: string
  payload: Payload
}

/** The document, or a 404 `{label} not found` (also for ids that are not UUIDs: no query is made). */
export const findOr404 = async <S extends CollectionSlug>({
  collection,
  depth = 0,
  id,
  label,
  payload,
}: Args<S>) => {
  if (!isUuid(id)) throw new HttpError(404, `${label} not found`)
  const doc = await payload.findByID({ collection, depth, disableErrors: true, id })
  if (!doc) throw new HttpError(404, `${label} not found`)
  return doc
}
