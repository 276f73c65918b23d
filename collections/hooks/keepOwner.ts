import type { CollectionBeforeValidateHook } from 'payload'
import { ValidationError } from 'payload'

import { refId } from '../../src/utilities/refId'

type Args = {
  /** What the document is called in the message: 'A page' gives 'A page cannot be moved to another tenant'. */
  thing: string
  /** The relationship to what owns it: `tenant` (the default), or `dataset` for fields and records. */
  field?: 'tenant' | 'dataset'
}

/**
 * A document stays with the tenant (or dataset) it was created in, whoever asks, an administrator too:
 * moving it would strand what it points at (its category, panels) and what points at it where it was.
 */
export const keepOwner =
  ({ field = 'tenant', thing }: Args): CollectionBeforeValidateHook =>
  ({ collection, data, operation, originalDoc, req }) => {
    if (operation !== 'update' || !data || !(field in data) || !originalDoc) return data
    if (refId(data[field]) === refId(originalDoc[field])) return data
    const message = `${thing} cannot be moved to another ${field}`
    throw new ValidationError(
      { collection: collection.slug, errors: [{ message, path: field }] },
      req.t,
    )
  }
