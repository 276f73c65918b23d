import type { Payload } from 'payload'

import { HttpError } from '../../http/HttpError'
import type { Category } from '../../payload-types'
import { assertTenantRef } from '../common/assertTenantRef'
import { refId } from '../common/refId'

const CYCLE = 'A category cannot be its own parent or descendant'

// Far deeper than any real tree; it only stops a walk through data that already holds a cycle.
const MAX_DEPTH = 100

/**
 * The parent must be a category of the same tenant and, for an existing category, neither itself nor
 * one of its descendants (spec 2.7): walking up from the new parent must not meet the category.
 */
export const assertParent = async (
  payload: Payload,
  tenantId: string,
  parentId: string | null | undefined,
  selfId?: string,
) => {
  const parent = await assertTenantRef({
    collection: 'categories',
    field: 'parentCategoryId',
    id: parentId,
    label: 'Parent category',
    payload,
    tenantId,
  })
  if (!parent || !selfId) return
  let current: string | null = parent.id
  for (let depth = 0; current && depth < MAX_DEPTH; depth++) {
    if (current === selfId) throw new HttpError(400, CYCLE, { parentCategoryId: CYCLE })
    const doc: Category | null = await payload.findByID({
      collection: 'categories',
      depth: 0,
      disableErrors: true,
      id: current,
    })
    current = doc ? refId(doc.parentCategory) : null
  }
}
