import type { CollectionSlug, Payload } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import { isUuid } from '../../utilities/isUuid'
import { notFound } from '../errors'
import { accessAs } from './accessAs'

type Args<S extends CollectionSlug> = {
  collection: S
  depth?: number
  id: string | undefined
  /** What the thing is called in the message: 'Task' gives 'Task not found'. */
  label: string
  payload: Payload
  user: SessionUser
}

/**
 * The document as this user may read it, or a 404 `{label} not found`: for an editor another tenant's
 * documents do not exist (the collection's access decides). Ids that are not UUIDs make no query.
 */
export const findOr404 = async <S extends CollectionSlug>({
  collection,
  depth = 0,
  id,
  label,
  payload,
  user,
}: Args<S>) => {
  if (!isUuid(id)) throw notFound(`${label} not found`)
  const doc = await payload.findByID({
    collection,
    depth,
    disableErrors: true,
    id,
    ...accessAs(user),
  })
  if (!doc) throw notFound(`${label} not found`)
  return doc
}
