import type { CollectionBeforeValidateHook } from 'payload'
import { ValidationError } from 'payload'

type Args = {
  /** The field the message belongs to. */
  path: string
  message: string
  /** Checked on the document as it will be: the stored one with this write's changes over it. */
  when: (doc: Record<string, unknown>) => boolean
}

/**
 * A rule between fields. Payload validates only the fields a partial update sends, so a rule that
 * reads two fields lives here, on the whole document, rather than in either field's `validate`.
 */
export const refuseWhen =
  ({ message, path, when }: Args): CollectionBeforeValidateHook =>
  ({ collection, data, originalDoc, req }) => {
    if (when({ ...originalDoc, ...data })) {
      throw new ValidationError({ collection: collection.slug, errors: [{ message, path }] }, req.t)
    }
    return data
  }
