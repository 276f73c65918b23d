import type { Payload } from 'payload'

import type { MediaQuery } from '../../schemas/media'
import type { SessionUser } from '../../auth/sessions'
import { findVisible } from '../common/findVisible'
import { tenantQueryWhere } from '../common/tenantAccess'
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
  const where = await tenantQueryWhere({ payload, tenantId: query.tenantId, user })
  const docs = await findVisible({
    collection: 'media',
    limit: query.limit,
    payload,
    sort: '-createdAt',
    user,
    where,
  })
  return docs.map(serializeMedia)
}
