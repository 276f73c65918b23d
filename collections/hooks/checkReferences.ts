import type { CollectionBeforeValidateHook, CollectionSlug, PayloadRequest } from 'payload'
import { ValidationError } from 'payload'

import { isUuid } from '../../src/utilities/isUuid'
import { refId } from '../../src/utilities/refId'
import { changed, valueAt } from './changedFields'
import { tenantIdsOf } from './tenantIdsOf'

export type Reference = {
  /** The relationship field (top level, or `settings.pageTypeId` inside a JSON field). */
  field: string
  collection: CollectionSlug
  /** What it is called in messages: 'Page type' gives 'Page type not found'. */
  label: string
  /** The target must be a document of the same tenant (tenant-owned targets). */
  sameTenant?: boolean
  /** The target must list the document's tenant among its `tenants` (datasets). */
  servesTenant?: boolean
  /** The target must be active (`isActive`), unless the document already pointed at it. */
  active?: boolean
}

type Args = { references: Reference[] }

type Target = { id: string; tenant?: unknown; tenants?: unknown; isActive?: boolean | null }

// With the writer's own access: an editor is told 'not found' about another tenant's documents, never
// that they exist. System writes (no user) see everything.
const findTarget = async (req: PayloadRequest, collection: CollectionSlug, id: string) =>
  !isUuid(id)
    ? null
    : ((await req.payload.findByID({
        collection,
        depth: 0,
        disableErrors: true,
        id,
        overrideAccess: !req.user,
        req,
      })) as Target | null)

type ProblemArgs = {
  id: string
  previous: string | null
  ref: Reference
  req: PayloadRequest
  tenantId: string | null
}

/** Why this reference cannot be stored ('Category belongs to another tenant'), or null when it can. */
export const referenceProblem = async ({
  id,
  previous,
  ref,
  req,
  tenantId,
}: ProblemArgs): Promise<string | null> => {
  const target = await findTarget(req, ref.collection, id)
  if (!target) return `${ref.label} not found`
  if (ref.sameTenant && refId(target.tenant as never) !== tenantId)
    return `${ref.label} belongs to another tenant`
  if (ref.servesTenant && !(tenantId && tenantIdsOf(target.tenants).includes(tenantId)))
    return `${ref.label} is not shared with this tenant`
  if (ref.active && target.isActive === false && previous !== id)
    return `${ref.label} is not active`
  return null
}

/**
 * What a document points at must exist and, for tenant-owned targets, belong to the document's tenant
 * (a dataset: serve it); panels must be active when first assigned. Checked on every write that changes the reference,
 * through every door, with messages naming the field ('Category belongs to another tenant').
 */
export const checkReferences =
  ({ references }: Args): CollectionBeforeValidateHook =>
  async ({ collection, data, operation, originalDoc, req }) => {
    const errors: { message: string; path: string }[] = []
    const tenantId = refId((data?.tenant ?? originalDoc?.tenant) as never)
    for (const ref of references) {
      if (!changed({ data, operation, originalDoc }, ref.field)) continue
      const value = valueAt(data, ref.field)
      const before = valueAt(originalDoc, ref.field)
      // A hasMany reference: each id it newly holds.
      const kept = new Set(
        (Array.isArray(before) ? before : [before]).map((v) => refId(v as never)),
      )
      for (const one of Array.isArray(value) ? value : [value]) {
        const id = refId(one as never)
        if (!id || (Array.isArray(value) && kept.has(id))) continue
        const previous = Array.isArray(before) ? null : refId(before as never)
        const message = await referenceProblem({ id, previous, ref, req, tenantId })
        if (message) {
          errors.push({ message, path: ref.field })
          break
        }
      }
    }
    if (errors.length) throw new ValidationError({ collection: collection.slug, errors }, req.t)
    return data
  }
