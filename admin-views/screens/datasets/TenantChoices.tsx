'use client'
import React from 'react'

import type { TenantReply } from '../../../src/schemas/tenants'
import { Checkbox } from '../../ui/Checkbox'
import { FieldError } from '../../ui/FieldError'
import type { FieldMessage } from '../../ui/fieldAria'
import { errorId, hintId } from '../../ui/fieldAria'
import { FormSection } from '../../ui/FormSection'

type Props = {
  disabled?: boolean
  error?: FieldMessage
  /** Prefix of the ids of the hint and the message. */
  id: string
  /** Administrators may tick none (a dataset for administrators only). */
  isAdmin: boolean
  onChange: (tenantIds: string[]) => void
  tenants: TenantReply[]
  value: string[]
}

/**
 * The tenants a new dataset serves, one checkbox each in a fieldset named "Tenants" (its hint and
 * message read with it): their templates may use it, and only users with every one of them see it.
 */
export const TenantChoices = ({
  disabled,
  error,
  id,
  isAdmin,
  onChange,
  tenants,
  value,
}: Props) => {
  const toggle = (tenantId: string, checked: boolean) =>
    onChange(checked ? [...value, tenantId] : value.filter((other) => other !== tenantId))
  const describedBy = [hintId(id), error?.message ? errorId(id) : null].filter(Boolean).join(' ')
  return (
    <FormSection className="tw:gap-2" describedBy={describedBy} legend="Tenants">
      <p className="tw:m-0 tw:text-sm tw:text-elev-500" id={hintId(id)}>
        Their templates may use it, and only users with every one of them see it.
        {isAdmin && ' With none ticked, only administrators do.'}
      </p>
      <div className="tw:flex tw:flex-wrap tw:gap-x-5 tw:gap-y-2">
        {tenants.map((tenant) => (
          <Checkbox
            checked={value.includes(tenant.id)}
            disabled={disabled}
            key={tenant.id}
            label={tenant.name}
            onChange={(event) => toggle(tenant.id, event.target.checked)}
          />
        ))}
      </div>
      <FieldError error={error} id={errorId(id)} />
    </FormSection>
  )
}
