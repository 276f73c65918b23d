'use client'
import { Button } from '@payloadcms/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React, { useEffect, useId } from 'react'
import { Controller, useForm } from 'react-hook-form'

import type { TenantReply } from '../../../endpoints/schemas/tenants'
import { updateTenantSchema } from '../../../endpoints/schemas/tenants'
import { api, errorMessage } from '../../lib/api'
import { schemaResolver } from '../../lib/form'
import { notify, notifyError } from '../../lib/toast'
import { Dialog } from '../../ui/Dialog'
import { Field } from '../../ui/Field'
import { ColorField } from './ColorField'
import { applyServerErrors, DEFAULT_PRIMARY, DEFAULT_SECONDARY, refreshTenants } from './tenantForm'

type Values = { branding: { customCss: string; primaryColor: string; secondaryColor: string } }

const brandingSchema = updateTenantSchema.pick({ branding: true })

/** Configure: the tenant's branding colours and custom CSS (PATCH /api/tenants/:id with `{ branding }`). */
export const BrandingDialog = ({
  onClose,
  tenant,
}: {
  onClose: () => void
  tenant: null | TenantReply
}) => {
  const queryClient = useQueryClient()
  const formId = useId()
  const form = useForm<Values>({
    defaultValues: {
      branding: { customCss: '', primaryColor: DEFAULT_PRIMARY, secondaryColor: DEFAULT_SECONDARY },
    },
    resolver: schemaResolver<Values>(brandingSchema),
  })

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
  const close = () => {
    if (!busy) onClose()
  }
  const [primary, secondary] = form.watch(['branding.primaryColor', 'branding.secondaryColor'])

  return (
    <Dialog
      description={tenant ? `Colours and CSS of ${tenant.name}'s public site.` : undefined}
      footer={
        <>
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
            {busy ? 'Saving...' : 'Save Branding'}
          </Button>
        </>
      }
      onClose={close}
      open={tenant !== null}
      title="Configure Branding"
    >
      <form
        className="tw:flex tw:flex-col tw:gap-4"
        id={formId}
        noValidate
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
      >
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
        <div
          aria-hidden="true"
          className="tw:flex tw:overflow-hidden tw:rounded-lg tw:border tw:border-elev-150"
        >
          <div
            className="tw:flex-1 tw:px-4 tw:py-3 tw:text-sm tw:font-semibold tw:text-white"
            style={{ background: primary }}
          >
            Primary
          </div>
          <div
            className="tw:flex-1 tw:px-4 tw:py-3 tw:text-sm tw:font-semibold tw:text-white"
            style={{ background: secondary }}
          >
            Secondary
          </div>
        </div>
        <Field
          error={form.formState.errors.branding?.customCss}
          hint="Added to every page of the public site."
          htmlFor={`${formId}-css`}
          label="Custom CSS"
        >
          <textarea
            className="sg-textarea tw:font-mono tw:text-sm"
            id={`${formId}-css`}
            rows={6}
            {...form.register('branding.customCss')}
          />
        </Field>
      </form>
    </Dialog>
  )
}
