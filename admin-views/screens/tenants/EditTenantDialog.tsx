'use client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React, { useEffect, useId } from 'react'

import type { TenantReply } from '../../../src/schemas/tenants'
import { replaceTenantSchema } from '../../../src/schemas/tenants'
import { api, errorMessage } from '../../lib/api'
import { useSchemaForm } from '../../lib/form'
import { applyServerErrors } from '../../lib/serverErrors'
import { notify, notifyError } from '../../lib/toast'
import { useAdminAuth } from '../../providers/auth'
import { FormDialog } from '../../ui/FormDialog'
import { TenantFields } from './TenantFields'
import { refreshTenants, TENANT_STATUSES } from './tenantForm'
import type { TenantDialogProps } from './tenantForm'

type Values = {
  domain: string
  name: string
  status: (typeof TENANT_STATUSES)[number]
  timeZone: string
}

/** Edit a tenant's name, domain, status and time zone (PUT /api/tenants/:id). Open while `tenant` is set. */
export const EditTenantDialog = ({ onClose, tenant }: TenantDialogProps) => {
  const queryClient = useQueryClient()
  const formId = useId()
  // Only administrators change a site's domain (collections/Tenants refuses anyone else's change).
  const isAdmin = useAdminAuth().user?.role === 'admin'
  const form = useSchemaForm<Values>(replaceTenantSchema, {
    domain: '',
    name: '',
    status: 'setup',
    timeZone: 'UTC',
  })

  useEffect(() => {
    if (tenant)
      form.reset({
        domain: tenant.domain,
        name: tenant.name,
        status: tenant.status,
        timeZone: tenant.timeZone,
      })
  }, [form, tenant])

  const update = useMutation({
    mutationFn: (values: Values) =>
      api<TenantReply>(`/api/tenants/${tenant?.id}`, { body: values, method: 'PUT' }),
    onError: (error) => {
      applyServerErrors(error, form.setError, ['name', 'domain', 'status', 'timeZone'])
      notifyError('Error updating tenant', errorMessage(error, 'Failed to update tenant'))
    },
    onSuccess: async (saved) => {
      notify({ description: `${saved.name} (${saved.domain})`, title: 'Tenant updated' })
      onClose()
      await refreshTenants(queryClient)
    },
  })

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      busy={update.isPending}
      busyLabel="Saving..."
      formId={formId}
      onClose={onClose}
      onSubmit={form.handleSubmit((values) => update.mutate(values))}
      open={tenant !== null}
      submitLabel="Save Changes"
      title="Edit Tenant"
    >
      <TenantFields
        domainHint={
          isAdmin
            ? 'Changing the domain moves the public site to the new host name.'
            : 'Only administrators change the domain.'
        }
        domainReadOnly={!isAdmin}
        errors={form.formState.errors}
        idPrefix={formId}
        registrations={{
          domain: form.register('domain'),
          name: form.register('name'),
          status: form.register('status'),
          timeZone: form.register('timeZone'),
        }}
        timeZone={tenant?.timeZone}
      />
    </FormDialog>
  )
}
