'use client'
import React from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import { useAdminTenant } from '../../providers/tenant'
import { Checkbox } from '../../ui/Checkbox'
import type { FieldMessage } from '../../ui/fieldAria'
import { FormSection } from '../../ui/FormSection'
import { SelectField } from '../../ui/SelectField'
import { ROLE_OPTIONS } from './userForm'

type Props = {
  /** An administrator works on every tenant: the choice is kept but has no effect until an editor. */
  disabled: boolean
  idPrefix: string
  registration: UseFormRegisterReturn
}

/** The tenants an editor may work on, one checkbox each. */
const TenantChecks = ({ disabled, idPrefix, registration }: Props) => {
  const { tenants } = useAdminTenant()
  const hintId = `${idPrefix}-tenants-hint`
  return (
    <FormSection describedBy={hintId} legend="Tenants">
      <p className="tw:m-0 tw:text-sm tw:text-elev-500" id={hintId}>
        {disabled ? 'Administrators work on every tenant.' : 'The sites this editor may work on.'}
      </p>
      {tenants.length === 0 ? (
        <p className="tw:m-0 tw:text-sm">No tenants yet.</p>
      ) : (
        <div className="tw:grid tw:gap-2 tw:sm:grid-cols-2">
          {tenants.map((tenant) => (
            <Checkbox
              description={tenant.domain}
              disabled={disabled}
              key={tenant.id}
              label={tenant.name}
              value={tenant.id}
              {...registration}
            />
          ))}
        </div>
      )}
    </FormSection>
  )
}

type RoleProps = {
  error?: FieldMessage
  idPrefix: string
  role: UseFormRegisterReturn
  /** The role chosen now: an administrator's tenants do not apply. */
  roleValue: string
  tenantIds: UseFormRegisterReturn
}

/** The role (Editor or Administrator) and, for an editor, the tenants: Add User and Edit User. */
export const RoleAndTenants = ({ error, idPrefix, role, roleValue, tenantIds }: RoleProps) => (
  <>
    <SelectField
      error={error}
      id={`${idPrefix}-role`}
      label="Role"
      options={ROLE_OPTIONS}
      required
      {...role}
    />
    <TenantChecks disabled={roleValue === 'admin'} idPrefix={idPrefix} registration={tenantIds} />
  </>
)
