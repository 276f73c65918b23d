import type { CollectionSlug, Payload } from 'payload'

import { HttpError } from '../../http/HttpError'
import { isUuid } from './findOr404'

type Args = {
  collection: CollectionSlug
  /** The body field that named it, for the field-level error. */
  field: string
  id: string | null | undefined
  label: string
  payload: Payload
}

/** A reference in a request body must point at an existing document: 400 on the field otherwise. */
export const assertExists = async ({
  collection,
  field,
  id,
  label,
  payload,
}: Args): Promise<void> => {
  if (id === null || id === undefined) return
  const found =
    isUuid(id) && (await payload.count({ collection, where: { id: { equals: id } } })).totalDocs > 0
  if (!found) throw new HttpError(400, `${label} not found`, { [field]: `${label} not found` })
}
