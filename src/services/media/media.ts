import type { Payload } from 'payload'

import type { MediaQuery } from '../../../endpoints/schemas/media'
import type { SessionUser } from '../../auth/sessions'
import { assertTenantAccess, tenantScope, whereAll } from '../common/tenantAccess'
import { serializeMedia } from './serializeMedia'

/**
 * GET /api/media: uploaded images, newest first, for the image picker beside the stock photos. They
 * need no key, so the picker always has something to offer. An editor sees only their tenants' images.
 */
export const listMedia = async ({
  payload,
  query,
  user,
}: {
  payload: Payload
  query: MediaQuery
  user: SessionUser
}) => {
  if (query.tenantId) assertTenantAccess(user, query.tenantId)
  const { docs } = await payload.find({
    collection: 'media',
    depth: 0,
    limit: query.limit,
    pagination: false,
    sort: '-createdAt',
    where: whereAll(
      tenantScope(user),
      query.tenantId ? { tenant: { equals: query.tenantId } } : undefined,
    ),
  })
  return docs.map(serializeMedia)
}
