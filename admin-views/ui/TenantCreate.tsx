'use client'
import React from 'react'

import { AddButton } from './AddButton'

type Props = {
  /** The id of the 'Please select a tenant first' hint the disabled button points to. */
  hintId: string
  label: string
  onClick: () => void
  /** The header's tenant; without one the button is disabled and says why. */
  tenantId: null | string | undefined
}

/** A screen's create button for one tenant's items: disabled, and described by the hint, under All tenants. */
export const TenantCreateButton = ({ hintId, label, onClick, tenantId }: Props) => (
  <AddButton
    disabled={!tenantId}
    extraButtonProps={tenantId ? undefined : { 'aria-describedby': hintId }}
    onClick={onClick}
  >
    {label}
  </AddButton>
)

/** The create button right of a screen's title, with the hint beside it while no tenant is chosen. */
export const TenantCreateActions = (props: Props) => (
  <div className="tw:flex tw:flex-wrap tw:items-center tw:justify-end tw:gap-3">
    {!props.tenantId && (
      <span className="tw:text-sm tw:text-elev-500" id={props.hintId}>
        Please select a tenant first
      </span>
    )}
    <TenantCreateButton {...props} />
  </div>
)
