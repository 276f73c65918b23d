import type { TenantReply } from '../../schemas/tenants'
import type { Tenant } from '../../payload-types'

/** A tenant as the documented API answers it; branding always has its three keys. */
export const serializeTenant = (tenant: Tenant): TenantReply => ({
  id: String(tenant.id),
  name: tenant.name,
  domain: tenant.domain,
  status: tenant.status ?? 'setup',
  timeZone: tenant.timeZone ?? 'UTC',
  branding: {
    primaryColor: tenant.branding?.primaryColor ?? '#1976D2',
    secondaryColor: tenant.branding?.secondaryColor ?? '#00897B',
    customCss: tenant.branding?.customCss ?? null,
  },
  createdAt: tenant.createdAt,
  updatedAt: tenant.updatedAt,
})
