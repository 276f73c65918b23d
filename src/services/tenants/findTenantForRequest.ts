import type { Payload } from 'payload'

import { requestDomain } from './requestDomain'

type Args = {
  headers: Record<string, string | string[] | undefined>
  payload: Payload
  url: { search: Record<string, string | undefined> }
}

/** The tenant a public request is for, or null. Inactive tenants are not served. */
export const findTenantForRequest = async ({ headers, payload, url }: Args) => {
  const domain = requestDomain({ headers, search: url.search })
  if (!domain) return null
  const { docs } = await payload.find({
    collection: 'tenants',
    depth: 0,
    limit: 1,
    pagination: false,
    where: { and: [{ domain: { equals: domain } }, { status: { not_equals: 'inactive' } }] },
  })
  return docs[0] ?? null
}
