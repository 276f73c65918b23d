'use client'
import { useTenantSelection } from '@payloadcms/plugin-multi-tenant/client'
import { useQuery } from '@tanstack/react-query'
import React, { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react'

import type { TenantReply } from '../../src/schemas/tenants'
import { useAdminAuth } from './auth'

const TENANT_STORAGE_KEY = 'selectedAdminTenantId'

type TenantState = {
  /** Choose a tenant, or `null` for All tenants. */
  selectTenant: (id: null | string) => void
  selectedTenant: null | TenantReply
  selectedTenantId: null | string
  tenants: TenantReply[]
  tenantsLoading: boolean
}

const TenantContext = createContext<TenantState | null>(null)

const readStored = (): null | string | undefined => {
  try {
    const value = window.localStorage.getItem(TENANT_STORAGE_KEY)
    if (value === null) return undefined
    return value === 'all' ? null : value
  } catch {
    return undefined
  }
}

/**
 * The header's tenant selection (spec admin-core §4): none means all tenants; saved in localStorage
 * `selectedAdminTenantId` (the value `all` restores as none). It is one selection with the multi-tenant
 * plugin's own selector: both read and write the plugin's selection (its `payload-tenant` cookie), so
 * Payload's collection screens open on the tenant chosen here and the other way round.
 */
export const TenantProvider = ({ children }: { children: React.ReactNode }) => {
  const { status } = useAdminAuth()
  const plugin = useTenantSelection()
  const tenantsQuery = useQuery<TenantReply[]>({
    enabled: status === 'signed-in',
    queryKey: ['/api/tenants'],
  })
  const tenants = useMemo(() => tenantsQuery.data ?? [], [tenantsQuery.data])
  const pluginId = plugin.selectedTenantID === undefined ? null : String(plugin.selectedTenantID)
  const restored = useRef(false)

  // Restore the saved choice once, when the page loads.
  useEffect(() => {
    if (restored.current) return
    restored.current = true
    const stored = readStored()
    if (stored === undefined) return
    if ((stored ?? null) !== pluginId) plugin.setTenant({ id: stored ?? undefined, refresh: false })
  }, [plugin, pluginId])

  const selectTenant = useCallback(
    (id: null | string) => {
      try {
        window.localStorage.setItem(TENANT_STORAGE_KEY, id ?? 'all')
      } catch {
        // Storage disabled: the selection still holds for this page.
      }
      plugin.setTenant({ id: id ?? undefined, refresh: false })
    },
    [plugin],
  )

  // A selection of a tenant that no longer exists (deleted elsewhere) falls back to All tenants.
  const selectedTenant = tenants.find((tenant) => tenant.id === pluginId) ?? null
  const selectedTenantId = tenantsQuery.isSuccess && !selectedTenant ? null : pluginId

  const value = useMemo(
    () => ({
      selectTenant,
      selectedTenant,
      selectedTenantId,
      tenants,
      tenantsLoading: tenantsQuery.isLoading,
    }),
    [selectTenant, selectedTenant, selectedTenantId, tenants, tenantsQuery.isLoading],
  )
  return <TenantContext.Provider value={value}>{children}</TenantContext.Provider>
}

export const useAdminTenant = (): TenantState => {
  const context = useContext(TenantContext)
  if (!context) throw new Error('useAdminTenant must be used inside AdminProviders')
  return context
}
