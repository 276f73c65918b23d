import type { CollectionBeforeChangeHook } from 'payload'

import type { StoredTemplateDraft } from '../../../src/schemas/templates'
import { refId } from '../../../src/utilities/refId'

/** A value as a draft compares it: references as ids, an empty content as none. */
const comparable = (field: string, value: unknown) => {
  if (field === 'content') return (value as string | null | undefined) || null
  if (field === 'urlPattern') return value ?? null
  return refId(value as never)
}

/**
 * A draft holds only what differs from the live template: a write that makes a draft's value live
 * (the Template Editor's Publish changes, PUT /api/templates/{id}, Payload's REST) takes it out of the
 * draft, and an emptied draft is none.
 */
export const pruneTemplateDraft: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const draft = (data.draft === undefined ? originalDoc?.draft : data.draft) as
    StoredTemplateDraft | null | undefined
  if (!draft?.values) return data
  const live = { ...originalDoc, ...data } as Record<string, unknown>
  const values = Object.fromEntries(
    Object.entries(draft.values).filter(
      ([field, value]) => comparable(field, value) !== comparable(field, live[field]),
    ),
  )
  return { ...data, draft: Object.keys(values).length ? { ...draft, values } : null }
}
