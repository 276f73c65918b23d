'use client'
import { Button } from '@payloadcms/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React, { useEffect, useId } from 'react'

import type { TenantReply } from '../../../src/schemas/tenants'
import { updateTenantSchema } from '../../../src/schemas/tenants'
import { readableTextOn } from '../../../src/utilities/readableTextOn'
import { api, errorMessage } from '../../lib/api'
import { useSchemaForm } from '../../lib/form'
import { applyServerErrors } from '../../lib/serverErrors'
import { notify, notifyError } from '../../lib/toast'
import { FormDialog } from '../../ui/FormDialog'
import { TextAreaField } from '../../ui/TextAreaField'
import { BrandingColors } from './BrandingColors'
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY, refreshTenants } from './tenantForm'
import type { TenantDialogProps } from './tenantForm'

type Values = { branding: { customCss: string; primaryColor: string; secondaryColor: string } }

const brandingSchema = updateTenantSchema.pick({ branding: true })

const DEFAULTS: Values = {
  branding: { customCss: '', primaryColor: DEFAULT_PRIMARY, secondaryColor: DEFAULT_SECONDARY },
}

/** Configure: the tenant's branding colours and custom CSS (PATCH /api/tenants/:id with `{ branding }`). */
export const BrandingDialog = ({ onClose, tenant }: TenantDialogProps) => {
  const queryClient = useQueryClient()
  const formId = useId()
  const form = useSchemaForm<Values>(brandingSchema, DEFAULTS)

  useEffect(() => {
    if (tenant)
      form.reset({
        branding: {
          customCss: tenant.branding.customCss ?? '',
          primaryColor: tenant.branding.primaryColor,
          secondaryColor: tenant.branding.secondaryColor,
        },
      })
  }, [form, tenant])

  const save = useMutation({
    mutationFn: (values: Values) =>
      api<TenantReply>(`/api/tenants/${tenant?.id}`, {
        body: { branding: { ...values.branding, customCss: values.branding.customCss || null } },
        method: 'PATCH',
      }),
    onError: (error) => {
      applyServerErrors(error, form.setError, [
        'branding.primaryColor',
        'branding.secondaryColor',
        'branding.customCss',
      ])
      notifyError('Error updating branding', errorMessage(error, 'Failed to update branding'))
    },
    onSuccess: async (saved) => {
      notify({ description: `New branding saved for ${saved.name}`, title: 'Branding updated' })
      onClose()
      await refreshTenants(queryClient)
    },
  })
  const busy = save.isPending
  const [primary, secondary] = form.watch(['branding.primaryColor', 'branding.secondaryColor'])

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      busy={busy}
      busyLabel="Saving..."
      description={tenant ? `Colours and CSS of ${tenant.name}'s public site.` : undefined}
      extraActions={
        <Button
          buttonStyle="subtle"
          disabled={busy}
          margin={false}
          onClick={() => {
            form.setValue('branding.primaryColor', DEFAULT_PRIMARY)
            form.setValue('branding.secondaryColor', DEFAULT_SECONDARY)
            form.setValue('branding.customCss', '')
          }}
          size="medium"
        >
          Reset to defaults
        </Button>
      }
      formId={formId}
      onClose={onClose}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      open={tenant !== null}
      submitLabel="Save Branding"
      title="Configure Branding"
    >
      <BrandingColors control={form.control} idPrefix={formId} />
      <div
        aria-hidden="true"
        className="tw:flex tw:overflow-hidden tw:rounded-lg tw:border tw:border-elev-150"
      >
        {[
          ['Primary', primary],
          ['Secondary', secondary],
        ].map(([label, colour]) => (
          <div
            className="tw:flex-1 tw:px-4 tw:py-3 tw:text-sm tw:font-semibold"
            key={label}
            // The site's own rule: white or black, whichever reads better on the chosen colour.
            style={{ background: colour, color: readableTextOn(colour) }}
          >
            {label}
          </div>
        ))}
      </div>
      <TextAreaField
        className="tw:font-mono tw:text-sm"
        error={form.formState.errors.branding?.customCss}
        hint="Added to every page of the public site."
        id={`${formId}-css`}
        label="Custom CSS"
        rows={6}
        {...form.register('branding.customCss')}
      />
    </FormDialog>
  )
}
