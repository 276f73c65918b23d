import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

import { findTenantForRequest } from '../../../src/services/tenants/findTenantForRequest'

export type Data = { tenant: { name: string; domain: string } }

export const data = async (pageContext: PageContextServer): Promise<Data> => {
  const tenant = await findTenantForRequest({
    headers: pageContext.headers ?? {},
    payload: pageContext.payload,
    url: pageContext.urlParsed,
  })
  if (!tenant) throw render(404, 'Domain Not Found')
  return { tenant: { domain: tenant.domain, name: tenant.name } }
}
