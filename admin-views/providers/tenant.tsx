'use client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import React, {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'

import type { TenantReply } from '../../src/schemas/tenants'
import { refreshDashboard } from '../lib/refresh'
import { watchTenantChanges } from '../lib/tenantChanges'
import { useAdminAuth } from './auth'
import { usePluginTenants } from './usePluginTenants'

const TENANT_STORAGE_KEY = 'selectedAdminTenantId'
const TENANTS_KEY = ['/api/tenants']

type TenantState = {
  /** Why the last choice of a tenant was not honoured, or the chosen one went away; until dismissed. */
  dismissTenantNotice: () => void
  /** Choose a tenant, or `null` for All tenants. */
  selectTenant: (id: null | string) => void
  selectedTenant: null | TenantReply
  selectedTenantId: null | string
  tenantNotice: null | string
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

const store = (id: null | string) => {
  try {
    window.localStorage.setItem(TENANT_STORAGE_KEY, id ?? 'all')
  } catch {
    // Storage disabled: the selection still holds for this page.
  }
}

/**
 * The header's tenant selection (spec admin-core §4): none means all tenants; saved in localStorage
 * `selectedAdminTenantId` (the value `all` restores as none). It is one selection with the multi-tenant
 * plugin's own selector: both read and write the plugin's selection (its `payload-tenant` cookie), so
 * Payload's collection screens open on the tenant chosen here and the other way round. The list is
 * live: a tenant created, renamed or deleted in this tab or another reaches both selectors at once,
 * and a choice that cannot be honoured (the tenant gone, or not the user's) says so in a notice.
 */
export const TenantProvider = ({ children }: { children: React.ReactNode }) => {
  const { status } = useAdminAuth()
  const queryClient = useQueryClient()
  const tenantsQuery = useQuery<TenantReply[]>({
    enabled: status === 'signed-in',
    queryKey: TENANTS_KEY,
  })
  const tenants = useMemo(() => tenantsQuery.data ?? [], [tenantsQuery.data])
  const [tenantNotice, setTenantNotice] = useState<null | string>(null)
  // Names of the tenants seen on this page, so a notice can name one that has gone.
  const names = useRef(new Map<string, string>())
  for (const tenant of tenants) names.current.set(tenant.id, tenant.name)

  const onRefused = useCallback((id: string) => {
    const name = names.current.get(id)
    setTenantNotice(
      `${name ?? 'That tenant'} cannot be selected: it no longer exists or is not assigned to you. The selection is unchanged.`,
    )
  }, [])
  const plugin = usePluginTenants({
    onRefused,
    onSelected: store,
    tenants: tenantsQuery.data,
    updatedAt: tenantsQuery.dataUpdatedAt,
  })
  const { select } = plugin
  const pluginId = plugin.selectedId

  // Another tab created, renamed or deleted a tenant: load the list again.
  useEffect(
    () =>
      watchTenantChanges(() => {
        void queryClient.invalidateQueries({ queryKey: TENANTS_KEY })
        void refreshDashboard(queryClient)
      }),
    [queryClient],
  )

  // Restore the saved choice once, when the page loads.
  const restored = useRef(false)
  useEffect(() => {
    if (restored.current) return
    restored.current = true
    const stored = readStored()
    if (stored !== undefined && stored !== pluginId) select(stored)
  }, [pluginId, select])

  const selectTenant = useCallback(
    (id: null | string) => {
      setTenantNotice(null)
      select(id)
    },
    [select],
  )

  // The chosen tenant went away (deleted, here or elsewhere, or taken from the user): say so and
  // show All tenants.
  const selectedTenant = tenants.find((tenant) => tenant.id === pluginId) ?? null
  const gone = tenantsQuery.isSuccess && pluginId !== null && !selectedTenant
  useEffect(() => {
    if (!gone || pluginId === null) return
    const name = names.current.get(pluginId)
    setTenantNotice(
      `${name ?? 'The tenant chosen before'} is no longer available (deleted, or not assigned to you): now viewing All tenants.`,
    )
    select(null)
  }, [gone, pluginId, select])
  const selectedTenantId = gone ? null : pluginId

  const dismissTenantNotice = useCallback(() => setTenantNotice(null), [])
  const value = useMemo(
    () => ({
      dismissTenantNotice,
      selectTenant,
      selectedTenant,
      selectedTenantId,
      tenantNotice,
      tenants,
      tenantsLoading: tenantsQuery.isLoading,
    }),
    [
      dismissTenantNotice,
      selectTenant,
      selectedTenant,
      selectedTenantId,
      tenantNotice,
      tenants,
      tenantsQuery.isLoading,
    ],
  )
  return <TenantContext.Provider value={value}>{children}</TenantContext.Provider>
}

export const useAdminTenant = (): TenantState => {
  const context = useContext(TenantContext)
  if (!context) throw new Error('useAdminTenant must be used inside AdminProviders')
  return context
}
