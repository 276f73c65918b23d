import type { CollectionSlug, Payload, Sort, Where } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import { accessAs } from './accessAs'
import { visible } from './visible'

type Args<S extends CollectionSlug> = {
  collection: S
  limit?: number
  payload: Payload
  sort: Sort
  user: SessionUser
  where?: Where
}

/** A whole list (no paging, no joins) as this user may see it; nothing rather than 403 when that is nothing. */
export const findVisible = async <S extends CollectionSlug>({
  collection,
  limit,
  payload,
  sort,
  user,
  where,
}: Args<S>) => {
  const { docs } = await visible(
    payload.find({
      collection,
      depth: 0,
      limit,
      pagination: false,
      sort,
      where,
      ...accessAs(user),
    }),
  )
  return docs
}
