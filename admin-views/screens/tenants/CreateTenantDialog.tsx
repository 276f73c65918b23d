'use client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React, { useId } from 'react'

import type { TenantReply } from '../../../src/schemas/tenants'
import { createTenantSchema } from '../../../src/schemas/tenants'
import { api, errorMessage } from '../../lib/api'
import { useSchemaForm } from '../../lib/form'
import { applyServerErrors } from '../../lib/serverErrors'
import { notify, notifyError } from '../../lib/toast'
import { FormDialog } from '../../ui/FormDialog'
import { FormSection } from '../../ui/FormSection'
import { TextAreaField } from '../../ui/TextAreaField'
import { BrandingColors } from './BrandingColors'
import { TenantFields } from './TenantFields'
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY, refreshTenants, TENANT_STATUSES } from './tenantForm'
import { useSuggestedDomain } from './useSuggestedDomain'
import type { OpenDialogProps } from '../../ui/Dialog'

type Values = {
  branding: { customCss: string; primaryColor: string; secondaryColor: string }
  domain: string
  name: string
  status: (typeof TENANT_STATUSES)[number]
  timeZone: string
}

const EMPTY: Values = {
  branding: { customCss: '', primaryColor: DEFAULT_PRIMARY, secondaryColor: DEFAULT_SECONDARY },
  domain: '',
  name: '',
  status: 'setup',
  timeZone: 'UTC',
}

/**
 * Create New Tenant (spec admin-core §5): name and domain required, status (default setup), time zone
 * (default UTC), branding colours (defaults #1976D2 and #00897B) and custom CSS. Validated with the
 * API's own schema; a duplicate domain comes back as 409 and its message is shown under Domain and in
 * the toast. With a default domain in the settings, the domain follows the name until it is typed in.
 * Used by the dashboard, Tenants and Datasets screens.
 */
export const CreateTenantDialog = ({ onClose, open }: OpenDialogProps) => {
  const queryClient = useQueryClient()
  const formId = useId()
  const form = useSchemaForm<Values>(createTenantSchema, EMPTY)
  const { errors } = form.formState
  const suggestion = useSuggestedDomain(form, open)

  const create = useMutation({
    mutationFn: (values: Values) =>
      api<TenantReply>('/api/tenants', {
        body: {
          ...values,
          branding: { ...values.branding, customCss: values.branding.customCss || null },
        },
        method: 'POST',
      }),
    onError: (error) => {
      applyServerErrors(error, form.setError, [
        'name',
        'domain',
        'status',
        'timeZone',
        'branding.primaryColor',
        'branding.secondaryColor',
        'branding.customCss',
      ])
      notifyError('Error creating tenant', errorMessage(error, 'Failed to create tenant'))
    },
    onSuccess: async (tenant) => {
      notify({ description: `${tenant.name} (${tenant.domain})`, title: 'Tenant created' })
      form.reset(EMPTY)
      suggestion.restart()
      onClose()
      await refreshTenants(queryClient)
    },
  })

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      busy={create.isPending}
      busyLabel="Creating..."
      description="A tenant is one public site, found by its domain."
      formId={formId}
      onClose={() => {
        form.reset(EMPTY)
        suggestion.restart()
        onClose()
      }}
      onSubmit={form.handleSubmit((values) => create.mutate(values))}
      open={open}
      submitLabel="Create Tenant"
      title="Create New Tenant"
    >
      <TenantFields
        domainHint={
          suggestion.defaultDomain
            ? `Host name only. Suggested from the name and the default domain ${suggestion.defaultDomain} (Settings); type another to change it.`
            : 'Host name only, e.g. music.example (no https:// or path).'
        }
        errors={errors}
        idPrefix={formId}
        placeholders
        registrations={{
          domain: form.register('domain', suggestion.domainOptions),
          name: form.register('name'),
          status: form.register('status'),
          timeZone: form.register('timeZone'),
        }}
      />
      <FormSection className="tw:gap-4" legend="Branding">
        <BrandingColors control={form.control} idPrefix={formId} />
        <TextAreaField
          className="tw:font-mono tw:text-sm"
          error={errors.branding?.customCss}
          hint="Added to every page of the site."
          id={`${formId}-css`}
          label="Custom CSS"
          placeholder="h1 { letter-spacing: -0.02em; }"
          rows={4}
          {...form.register('branding.customCss')}
        />
      </FormSection>
    </FormDialog>
  )
}
