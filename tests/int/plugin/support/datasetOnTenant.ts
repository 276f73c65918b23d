import { signIn } from '../../support/session'
import type { Client } from '../../support/session'
import { startTestServer } from '../../support/testServer'
import type { TestServer } from '../../support/testServer'

/**
 * A test server serving the public site, a signed-in administrator, an active tenant on `domain`, one
 * dataset of that name with a primary `name` field, and the tenant's categories `categories` (their
 * ids, in that order): what the added-record-field tests start from.
 */
export const datasetOnTenant = async ({
  categories = [],
  dataset,
  domain,
  tenant,
}: {
  categories?: string[]
  dataset: string
  domain: string
  tenant: string
}): Promise<{
  admin: Client
  categoryIds: string[]
  datasetId: string
  server: TestServer
  tenantId: string
}> => {
  const server = await startTestServer({ site: true })
  const admin = await signIn(server)
  const { id } = await server.payload.create({
    collection: 'tenants',
    data: { domain, name: tenant, status: 'active' },
  })
  const datasetId = (await admin.post('/api/datasets', { name: dataset, tenantIds: [id] })).json.id
  await admin.post(`/api/datasets/${datasetId}/fields`, { name: 'name', isPrimary: true, order: 0 })
  const categoryIds: string[] = []
  for (const name of categories) {
    const category = await server.payload.create({
      collection: 'categories',
      data: { name, slug: name.toLowerCase(), tenant: id },
    })
    categoryIds.push(String(category.id))
  }
  return { admin, categoryIds, datasetId, server, tenantId: String(id) }
}
