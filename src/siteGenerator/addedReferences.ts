import type { CollectionBeforeValidateHook, FieldAffectingData } from 'payload'

import type { Reference } from '../../collections/hooks/checkReferences'
import { checkReferences } from '../../collections/hooks/checkReferences'
import { extraFieldLabel } from '../config/extraFieldSpecs'

/**
 * What the relationship and upload fields a developer added through overrides point at must exist
 * and be readable by the writer (an editor's other tenants' documents are not found), as ours are:
 * a missing id answered 500 from the database's foreign key, or was stored dangling where the column
 * was added without one. Checked at every door with the field's label ('Related Category not found').
 * A field relating to several collections is left to Payload.
 */
export const addedReferences = (
  added: FieldAffectingData[],
): CollectionBeforeValidateHook | null => {
  const references: Reference[] = added.flatMap((field) =>
    (field.type === 'relationship' || field.type === 'upload') &&
    typeof field.relationTo === 'string'
      ? [{ field: field.name, collection: field.relationTo, label: extraFieldLabel(field) }]
      : [],
  )
  return references.length ? checkReferences({ references }) : null
}
