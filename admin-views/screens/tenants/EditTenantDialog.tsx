'use client'
import { Button } from '@payloadcms/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React, { useEffect, useId } from 'react'
import { useForm } from 'react-hook-form'

import type { TenantReply } from '../../../endpoints/schemas/tenants'
import { replaceTenantSchema } from '../../../endpoints/schemas/tenants'
import { api, errorMessage } from '../../lib/api'
import { schemaResolver } from '../../lib/form'
import { notify, notifyError } from '../../lib/toast'
import { Dialog } from '../../ui/Dialog'
import { Field } from '../../ui/Field'
import { applyServerErrors, refreshTenants, TENANT_STATUSES } from './tenantForm'

type Values = { domain: string; name: string; status: (typeof TENANT_STATUSES)[number] }

/** Edit a tenant's name, domain and status (PUT /api/tenants/:id). Open while `tenant` is set. */
export const EditTenantDialog = ({
  onClose,
  tenant,
}: {
  onClose: () => void
  tenant: null | TenantReply
}) => {
  const queryClient = useQueryClient()
  const formId = useId()
  const form = useForm<Values>({
    defaultValues: { domain: '', name: '', status: 'setup' },
    resolver: schemaResolver<Values>(replaceTenantSchema),
  })
  const { errors } = form.formState

  useEffect(() => {
    if (tenant) form.reset({ domain: tenant.domain, name: tenant.name, status: tenant.status })
  }, [form, tenant])

  const update = useMutation({
    mutationFn: (values: Values) =>
      api<TenantReply>(`/api/tenants/${tenant?.id}`, { body: values, method: 'PUT' }),
    onError: (error) => {
      applyServerErrors(error, form.setError, ['name', 'domain', 'status'])
      notifyError('Error updating tenant', errorMessage(error, 'Failed to update tenant'))
    },
    onSuccess: async (saved) => {
      notify({ description: `${saved.name} (${saved.domain})`, title: 'Tenant updated' })
      onClose()
      await refreshTenants(queryClient)
    },
  })
  const busy = update.isPending
  const close = () => {
    if (!busy) onClose()
  }

  return (
    <Dialog
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
            {busy ? 'Saving...' : 'Save Changes'}
          </Button>
        </>
      }
      onClose={close}
      open={tenant !== null}
      title="Edit Tenant"
    >
      <form
        className="tw:flex tw:flex-col tw:gap-4"
        id={formId}
        noValidate
        onSubmit={form.handleSubmit((values) => update.mutate(values))}
      >
        <Field error={errors.name} htmlFor={`${formId}-name`} label="Name" required>
          <input
            aria-invalid={errors.name ? 'true' : undefined}
            className="sg-input"
            id={`${formId}-name`}
            {...form.register('name')}
          />
        </Field>
        <Field
          error={errors.domain}
          hint="Changing the domain moves the public site to the new host name."
          htmlFor={`${formId}-domain`}
          label="Domain"
          required
        >
          <input
            aria-invalid={errors.domain ? 'true' : undefined}
            autoCapitalize="none"
            className="sg-input"
            id={`${formId}-domain`}
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
      </form>
    </Dialog>
  )
}
