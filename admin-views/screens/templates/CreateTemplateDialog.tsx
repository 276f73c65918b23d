'use client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React, { useEffect, useId } from 'react'

import type { TemplateReply } from '../../../src/schemas/templates'
import { createTemplateSchema } from '../../../src/schemas/templates'
import { api, errorMessage } from '../../lib/api'
import { useSchemaForm } from '../../lib/form'
import { notify, notifyError } from '../../lib/toast'
import { useAdminTenant } from '../../providers/tenant'
import { FormDialog } from '../../ui/FormDialog'
import { invalidateTemplates } from './cache'
import { TemplateFields } from './TemplateFields'
import type { TemplateFormValues } from './templateFormValues'
import { newTemplateValues } from './templateFormValues'

type Props = {
  datasetId?: string
  onClose: () => void
  open: boolean
}

/**
 * Create New Template (spec admin-core §2, §5, §7): used by Dynamic pages, the dashboard's Design Template
 * and the Datasets screen. The tenant defaults to the header's, the dataset to `datasetId`.
 */
export const CreateTemplateDialog = ({ datasetId, onClose, open }: Props) => {
  const { selectedTenantId } = useAdminTenant()
  const queryClient = useQueryClient()
  const formId = useId()
  const form = useSchemaForm<TemplateFormValues>(
    createTemplateSchema,
    newTemplateValues(selectedTenantId, datasetId),
  )
  const { getValues, handleSubmit, reset, setValue } = form

  // Each opening starts from the current header tenant and the caller's dataset.
  useEffect(() => {
    if (open) reset(newTemplateValues(selectedTenantId, datasetId))
  }, [open])

  // The header's tenant may be restored after the dialog opened (?create=1 on load): fill a blank tenant.
  useEffect(() => {
    if (open && selectedTenantId && !getValues('tenantId')) setValue('tenantId', selectedTenantId)
  }, [getValues, open, selectedTenantId, setValue])

  const create = useMutation({
    mutationFn: (values: TemplateFormValues) =>
      api<TemplateReply>('/api/templates', { body: values, method: 'POST' }),
    onError: (error) =>
      notifyError('Error creating template', errorMessage(error, 'Failed to create template')),
    onSuccess: async () => {
      notify({ title: 'Template created' })
      await invalidateTemplates(queryClient)
      reset(newTemplateValues(selectedTenantId, datasetId))
      onClose()
    },
  })

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      busy={create.isPending}
      busyLabel="Creating..."
      className="tw:gap-5"
      description="Turn the records of a dataset into pages of a tenant."
      formId={formId}
      onClose={onClose}
      onSubmit={handleSubmit((values) => create.mutate(values))}
      open={open}
      size="xl"
      submitLabel="Create Template"
      title="Create New Template"
    >
      <TemplateFields busy={create.isPending} form={form} idPrefix={formId} variant="create" />
    </FormDialog>
  )
}
