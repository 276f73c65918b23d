import type { CollectionBeforeValidateHook } from 'payload'
import { ValidationError } from 'payload'

import { refId } from '../../../src/utilities/refId'
import { changed } from '../../hooks/changedFields'

type Args = {
  /** The self-referencing relationship that points at the parent document. */
  parentField: string
}

const CYCLE = 'A category cannot be its own parent or descendant'

// Far deeper than any real tree; it only stops a walk through data that already holds a cycle.
const MAX_DEPTH = 100

/**
 * A category's new parent must be neither itself nor one of its descendants (spec 2.7): walking up
 * from the new parent must not meet the category. (checkReferences holds the parent to the same tenant.)
 */
export const refuseCycles =
  ({ parentField }: Args): CollectionBeforeValidateHook =>
  async ({ collection, data, operation, originalDoc, req }) => {
    const selfId = refId(originalDoc?.id)
    if (
      operation !== 'update' ||
      !data ||
      !selfId ||
      !changed({ data, operation, originalDoc }, parentField)
    )
      return data
    let current = refId(data[parentField])
    for (let depth = 0; current && depth < MAX_DEPTH; depth++) {
      if (current === selfId) {
        throw new ValidationError(
          { collection: collection.slug, errors: [{ message: CYCLE, path: parentField }] },
          req.t,
        )
      }
      const parent = await req.payload.findByID({
        collection: 'categories',
        depth: 0,
        disableErrors: true,
        id: current,
        req,
      })
      current = parent ? refId(parent[parentField as 'parentCategory']) : null
    }
    return data
  }
