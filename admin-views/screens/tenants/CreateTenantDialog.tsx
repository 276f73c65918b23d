'use client'
import { Button } from '@payloadcms/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React, { useId } from 'react'
import { Controller, useForm } from 'react-hook-form'

import type { TenantReply } from '../../../endpoints/schemas/tenants'
import { createTenantSchema } from '../../../endpoints/schemas/tenants'
import { api, errorMessage } from '../../lib/api'
import { schemaResolver } from '../../lib/form'
import { notify, notifyError } from '../../lib/toast'
import { Dialog } from '../../ui/Dialog'
import { Field } from '../../ui/Field'
import { ColorField } from './ColorField'
import {
  applyServerErrors,
  DEFAULT_PRIMARY,
  DEFAULT_SECONDARY,
  refreshTenants,
  TENANT_STATUSES,
} from './tenantForm'

type Values = {
  branding: { customCss: string; primaryColor: string; secondaryColor: string }
  domain: string
  name: string
  status: (typeof TENANT_STATUSES)[number]
}

const EMPTY: Values = {
  branding: { customCss: '', primaryColor: DEFAULT_PRIMARY, secondaryColor: DEFAULT_SECONDARY },
  domain: '',
  name: '',
  status: 'setup',
}

const SERVER_FIELDS = [
  'name',
  'domain',
  'status',
  'branding.primaryColor',
  'branding.secondaryColor',
  'branding.customCss',
]

/**
 * Create New Tenant (spec admin-core §5): name and domain required, status (default setup), branding
 * colours (defaults #1976D2 and #00897B) and custom CSS. Validated with the API's own schema; a
 * duplicate domain comes back as 409 and its message is shown under Domain and in the toast.
 * Used by the dashboard, Tenants and Datasets screens.
 */
export const CreateTenantDialog = ({ onClose, open }: { onClose: () => void; open: boolean }) => {
  const queryClient = useQueryClient()
  const formId = useId()
  const form = useForm<Values>({
    defaultValues: EMPTY,
    resolver: schemaResolver<Values>(createTenantSchema),
  })
  const { errors } = form.formState

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
      applyServerErrors(error, form.setError, SERVER_FIELDS)
      notifyError('Error creating tenant', errorMessage(error, 'Failed to create tenant'))
    },
    onSuccess: async (tenant) => {
      notify({ description: `${tenant.name} (${tenant.domain})`, title: 'Tenant created' })
      form.reset(EMPTY)
      onClose()
      await refreshTenants(queryClient)
    },
  })

  const close = () => {
    if (create.isPending) return
    form.reset(EMPTY)
    onClose()
  }

  const busy = create.isPending
  return (
    <Dialog
      description="A tenant is one public site, found by its domain."
      footer={
        <>
          <Button
            buttonStyle="secondary"
            disabled={busy}
            margin={false}
            onClick={close}
            size="medium"
          >
            Cancel
          </Button>
          <Button
            buttonStyle="primary"
            disabled={busy}
            extraButtonProps={{ form: formId }}
            margin={false}
            size="medium"
            type="submit"
          >
            {busy ? 'Creating...' : 'Create Tenant'}
          </Button>
        </>
      }
      onClose={close}
      open={open}
      title="Create New Tenant"
    >
      <form
        className="tw:flex tw:flex-col tw:gap-4"
        id={formId}
        noValidate
        onSubmit={form.handleSubmit((values) => create.mutate(values))}
      >
        <Field error={errors.name} htmlFor={`${formId}-name`} label="Name" required>
          <input
            aria-invalid={errors.name ? 'true' : undefined}
            className="sg-input"
            id={`${formId}-name`}
            placeholder="Music Shop"
            {...form.register('name')}
          />
        </Field>
        <Field
          error={errors.domain}
          hint="Host name only, e.g. music.example (no https:// or path)."
          htmlFor={`${formId}-domain`}
          label="Domain"
          required
        >
          <input
            aria-invalid={errors.domain ? 'true' : undefined}
            autoCapitalize="none"
            className="sg-input"
            id={`${formId}-domain`}
            placeholder="music.example"
            spellCheck={false}
            {...form.register('domain')}
          />
        </Field>
        <Field error={errors.status} htmlFor={`${formId}-status`} label="Status">
          <select className="sg-select" id={`${formId}-status`} {...form.register('status')}>
            <option value="setup">Setup</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </select>
        </Field>
        <fieldset className="tw:m-0 tw:flex tw:flex-col tw:gap-4 tw:rounded-lg tw:border tw:border-elev-150 tw:p-4">
          <legend className="tw:px-1 tw:font-medium">Branding</legend>
          <div className="tw:grid tw:grid-cols-1 tw:gap-4 tw:sm:grid-cols-2">
            <Controller
              control={form.control}
              name="branding.primaryColor"
              render={({ field, fieldState }) => (
                <ColorField
                  error={fieldState.error}
                  id={`${formId}-primary`}
                  label="Primary color"
                  onBlur={field.onBlur}
                  onChange={field.onChange}
                  value={field.value}
                />
              )}
            />
            <Controller
              control={form.control}
              name="branding.secondaryColor"
              render={({ field, fieldState }) => (
                <ColorField
                  error={fieldState.error}
                  id={`${formId}-secondary`}
                  label="Secondary color"
                  onBlur={field.onBlur}
                  onChange={field.onChange}
                  value={field.value}
                />
              )}
            />
          </div>
          <Field
            error={errors.branding?.customCss}
            hint="Added to every page of the site."
            htmlFor={`${formId}-css`}
            label="Custom CSS"
          >
            <textarea
              className="sg-textarea tw:font-mono tw:text-sm"
              id={`${formId}-css`}
              placeholder="h1 { letter-spacing: -0.02em; }"
              rows={4}
              {...form.register('branding.customCss')}
            />
          </Field>
        </fieldset>
      </form>
    </Dialog>
  )
}
