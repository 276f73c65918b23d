'use client'
import React from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import type { SelectOption } from '../../lib/options'
import type { FieldMessage } from '../../ui/fieldAria'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { timeZoneOptions } from './timeZones'

const STATUS_OPTIONS: readonly SelectOption[] = [
  { label: 'Setup', value: 'setup' },
  { label: 'Active', value: 'active' },
  { label: 'Inactive', value: 'inactive' },
]

type Field = 'domain' | 'name' | 'status' | 'timeZone'

type Props = {
  domainHint: string
  /** Shown but not editable: only administrators change a site's domain. */
  domainReadOnly?: boolean
  errors: Partial<Record<Field, FieldMessage>>
  idPrefix: string
  /** Examples in the empty inputs of a new tenant. */
  placeholders?: boolean
  registrations: Record<Field, UseFormRegisterReturn>
  /** The tenant's stored time zone, offered even when this browser names it otherwise. */
  timeZone?: string
}

/**
 * A tenant's name, domain (a host name, no scheme or path), status and time zone: Create New Tenant
 * and Edit Tenant.
 */
export const TenantFields = ({
  domainHint,
  domainReadOnly,
  errors,
  idPrefix,
  placeholders,
  registrations,
  timeZone,
}: Props) => (
  <>
    <TextField
      error={errors.name}
      id={`${idPrefix}-name`}
      label="Name"
      placeholder={placeholders ? 'Music Shop' : undefined}
      required
      {...registrations.name}
    />
    <TextField
      autoCapitalize="none"
      error={errors.domain}
      hint={domainHint}
      id={`${idPrefix}-domain`}
      label="Domain"
      placeholder={placeholders ? 'music.example' : undefined}
      readOnly={domainReadOnly}
      required
      spellCheck={false}
      {...registrations.domain}
    />
    <SelectField
      error={errors.status}
      id={`${idPrefix}-status`}
      label="Status"
      options={STATUS_OPTIONS}
      {...registrations.status}
    />
    <SelectField
      error={errors.timeZone}
      hint="Pages' Publish at and Unpublish at times are given and shown in this time zone."
      id={`${idPrefix}-time-zone`}
      label="Time zone"
      options={timeZoneOptions(timeZone)}
      {...registrations.timeZone}
    />
  </>
)
