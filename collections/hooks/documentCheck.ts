import type { CollectionBeforeValidateHook, PayloadRequest } from 'payload'
import { ValidationError } from 'payload'

import { changed } from './changedFields'

type Doc = Record<string, unknown>

type FieldError = { message: string; path: string }

type CheckArgs = {
  /** What this write sends. */
  data: Doc
  /** The document as it will be: the stored one with this write's changes over it. */
  doc: Doc
  operation: 'create' | 'update'
  originalDoc: Doc | undefined
  req: PayloadRequest
  /** Whether this write gives any of these fields a new value (`next`: the data as the check rewrote it). */
  changes: (paths: string[], next?: Doc) => boolean
  /** Refuses the write; `summary` replaces Payload's 'The following fields are invalid: ...'. */
  fail: (errors: FieldError[], summary?: string) => never
}

/**
 * A beforeValidate hook that checks the document as a whole, against other documents or between its
 * fields, on writes that send data. It refuses with Payload's ValidationError, which every door
 * (`/api`, Payload's REST and GraphQL, the admin) reports with the message on the field.
 */
export const documentCheck =
  (check: (args: CheckArgs) => Doc | Promise<Doc>): CollectionBeforeValidateHook =>
  ({ collection, data, operation, originalDoc, req }) => {
    if (!data) return data
    return check({
      data,
      doc: { ...originalDoc, ...data },
      operation,
      originalDoc,
      req,
      changes: (paths, next = data) =>
        paths.some((path) => changed({ data: next, operation, originalDoc }, path)),
      fail: (errors, summary) => {
        const error = new ValidationError({ collection: collection.slug, errors }, req.t)
        if (summary) error.message = summary
        throw error
      },
    })
  }
