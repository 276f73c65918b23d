'use client'
import React from 'react'

import { confirmLeaving } from '../hooks/useUnsavedGuard'
import { useAdminTenant } from '../providers/tenant'

/** 'All tenants' plus each tenant; shared with the multi-tenant plugin's selector in the sidebar. */
export const TenantSelector = () => {
  const { selectTenant, selectedTenantId, tenants } = useAdminTenant()
  return (
    <label className="tw:flex tw:items-center tw:gap-2">
      <span className="tw:sr-only">Tenant</span>
      <select
        aria-label="Tenant"
        className="sg-select tw:min-w-48"
        data-testid="tenant-selector"
        onChange={(event) => {
          const id = event.target.value === 'all' ? null : event.target.value
          // A screen with unsaved changes (the Template Editor of this tenant) asks first.
          confirmLeaving(() => selectTenant(id))
        }}
        value={selectedTenantId ?? 'all'}
      >
        <option value="all">All tenants</option>
        {tenants.map((tenant) => (
          <option key={tenant.id} value={tenant.id}>
            {tenant.name}
          </option>
        ))}
      </select>
    </label>
  )
}
