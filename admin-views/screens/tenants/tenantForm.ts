import type { QueryClient } from '@tanstack/react-query'

import type { TenantReply } from '../../../src/schemas/tenants'
import { refreshDashboard } from '../../lib/refresh'
import { announceTenantChange } from '../../lib/tenantChanges'

/** Spec admin-core §5 and §9: the branding a tenant gets unless told otherwise. */
export const DEFAULT_PRIMARY = '#1976D2'
export const DEFAULT_SECONDARY = '#00897B'

export const TENANT_STATUSES = ['setup', 'active', 'inactive'] as const

/** 'Custom branding' marker: colours other than the defaults, or any custom CSS. */
export const hasCustomBranding = (tenant: Pick<TenantReply, 'branding'>): boolean => {
  const { customCss, primaryColor, secondaryColor } = tenant.branding
  return (
    primaryColor.toUpperCase() !== DEFAULT_PRIMARY ||
    secondaryColor.toUpperCase() !== DEFAULT_SECONDARY ||
    Boolean(customCss && customCss.trim())
  )
}

/**
 * After a tenant changes: the tenant lists (and both tenant selectors) and the dashboard, here and in
 * the admin's other tabs.
 */
export const refreshTenants = async (queryClient: QueryClient): Promise<void> => {
  announceTenantChange()
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/tenants'] }),
    refreshDashboard(queryClient),
  ])
}

/** A dialog about one tenant: open while `tenant` is set, closed with `onClose`. */
export type TenantDialogProps = { onClose: () => void; tenant: null | TenantReply }
