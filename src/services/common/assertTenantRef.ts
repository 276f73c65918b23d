import type { CollectionSlug, Payload } from 'payload'

import { HttpError } from '../../http/HttpError'
import { isUuid } from './findOr404'
import { refId } from './refId'

type Args = {
  collection: CollectionSlug
  /** The body field that named it, for the field-level error. */
  field: string
  id: string | null | undefined
  /** What the thing is called in the message: 'Category' gives 'Category not found'. */
  label: string
  payload: Payload
  /** The tenant of the document that points at it. */
  tenantId: string
}

type TenantOwned = { id: string; tenant?: string | { id: string } | null }

const refused = (field: string, message: string) =>
  new HttpError(400, message, { [field]: message })

/**
 * A reference to a tenant-owned document (category, page type, panel, ...) must exist and belong to the
 * same tenant: a page of one site must not show another site's panel. 400 on the field otherwise; the
 * document is returned so callers can check more (a panel being active, a category's ancestors).
 */
export const assertTenantRef = async ({
  collection,
  field,
  id,
  label,
  payload,
  tenantId,
}: Args) => {
  if (id === null || id === undefined) return undefined
  const doc = isUuid(id)
    ? ((await payload.findByID({
        collection,
        depth: 0,
        disableErrors: true,
        id,
      })) as TenantOwned | null)
    : null
  if (!doc) throw refused(field, `${label} not found`)
  if (refId(doc.tenant) !== tenantId) throw refused(field, `${label} belongs to another tenant`)
  return doc
}

/**
 * Update bodies may carry the tenant back (the admin forms send it); a different one is refused rather
 * than silently ignored: moving content between sites would strand what it points at and what points
 * at it. `thing` names it in the message: 'A page' gives 'A page cannot be moved to another tenant'.
 */
export const assertSameTenant = (
  requested: string | null | undefined,
  current: string | null,
  thing: string,
) => {
  if (requested && requested !== current)
    throw refused('tenantId', `${thing} cannot be moved to another tenant`)
}
