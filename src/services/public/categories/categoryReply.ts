import type { Payload } from 'payload'

import { notFound } from '../../errors'
import { requireServedTenant } from '../tenants/requireServedTenant'
import { browseCategory, CATEGORY_PAGE_SIZE } from './browseCategory'

/** GET /api/browse-category/{tenantId}/{path}: a browsable category of a served tenant, or not found. */
export const browseCategoryReply = async ({
  limit = CATEGORY_PAGE_SIZE,
  page = 1,
  path,
  payload,
  tenantId,
}: {
  limit?: number
  page?: number
  path: string
  payload: Payload
  tenantId: string
}) => {
  const tenant = await requireServedTenant(payload, tenantId)
  const result = await browseCategory(payload, tenant.id, path, { limit, page })
  if (!result) throw notFound('Category not found')
  return result
}
