import type { QueryClient } from '@tanstack/react-query'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import type { TenantReply } from '../../../endpoints/schemas/tenants'
import { ApiError } from '../../lib/api'
import { refreshDashboard } from '../dashboard/refresh'

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

/** Puts the server's per-field messages (`errors: { domain: '...' }`) under the form's fields. */
export const applyServerErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): void => {
  if (!(error instanceof ApiError)) return
  try {
    const parsed = JSON.parse(error.text) as { errors?: Record<string, unknown> }
    for (const [key, message] of Object.entries(parsed.errors ?? {})) {
      if (fields.includes(key) && typeof message === 'string')
        setError(key as Path<T>, { message, type: 'server' })
    }
  } catch {
    // Not JSON: the toast carries the message.
  }
}

/** After a tenant changes: the tenant lists (and header selector) and the dashboard. */
export const refreshTenants = async (queryClient: QueryClient): Promise<void> => {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/tenants'] }),
    refreshDashboard(queryClient),
  ])
}
