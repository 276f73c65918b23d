'use client'
import { Button } from '@payloadcms/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React, { useEffect, useId } from 'react'
import { useFieldArray } from 'react-hook-form'

import type { DatasetReply } from '../../../src/schemas/datasets'
import { api, errorMessage } from '../../lib/api'
import { useSchemaForm } from '../../lib/form'
import { plural } from '../../lib/format'
import { STATUS_OPTIONS } from '../../lib/options'
import { serverFieldErrors } from '../../lib/serverErrors'
import { notify, notifyError } from '../../lib/toast'
import { useAdminAuth } from '../../providers/auth'
import { useAdminTenant } from '../../providers/tenant'
import { FormDialog } from '../../ui/FormDialog'
import { FormSection } from '../../ui/FormSection'
import { SelectField } from '../../ui/SelectField'
import { TextAreaField } from '../../ui/TextAreaField'
import { TextField } from '../../ui/TextField'
import { DATASETS_KEY } from './cache'
import { InitialFieldRow } from './InitialFieldRow'
import { TenantChoices } from './TenantChoices'
import type { DatasetFormValues } from './initialFields'
import { blankField, datasetFormSchema, newDatasetValues } from './initialFields'
import type { OpenDialogProps } from '../../ui/Dialog'

/** Create New Dataset (spec admin-core §2, §5): the dataset, then its initial fields one by one. */
export const CreateDatasetDialog = ({ onClose, open }: OpenDialogProps) => {
  const queryClient = useQueryClient()
  const formId = useId()
  const isAdmin = useAdminAuth().user?.role === 'admin'
  const { selectedTenantId, tenants } = useAdminTenant()
  const form = useSchemaForm<DatasetFormValues>(datasetFormSchema, newDatasetValues())
  const { control, formState, handleSubmit, register, reset, setError, setValue, watch } = form
  const rows = useFieldArray({ control, name: 'fields' })
  const fieldValues = watch('fields')
  // Administrators choose among every tenant; an editor of one tenant has nothing to choose (the
  // server gives it that tenant). Either starts from the tenant chosen in the header.
  const choosesTenants = isAdmin || tenants.length > 1
  useEffect(() => {
    if (open) reset(newDatasetValues(selectedTenantId ? [selectedTenantId] : []))
  }, [open, reset, selectedTenantId])

  const create = useMutation({
    mutationFn: async (values: DatasetFormValues) => {
      const dataset = await api<DatasetReply>('/api/datasets', {
        body: {
          description: values.description.trim() || null,
          name: values.name,
          status: values.status,
          // Left out, an editor's dataset serves its only tenant; an administrator's none is none.
          ...(isAdmin || values.tenantIds.length ? { tenantIds: values.tenantIds } : {}),
        },
        method: 'POST',
      })
      const kept = values.fields.filter((field) => field.name.trim() !== '')
      for (const [order, field] of kept.entries()) {
        await api(`/api/datasets/${dataset.id}/fields`, {
          body: {
            aiPrompt: field.aiPrompt.trim() || null,
            isPrimary: field.isPrimary,
            name: field.name.trim(),
            order,
            required: field.required,
            type: field.type,
          },
          method: 'POST',
        })
      }
      return { dataset, fieldCount: kept.length }
    },
    onError: (error) => {
      const errors = serverFieldErrors(error)
      if (errors.name) setError('name', { message: errors.name })
      if (errors.tenantIds) setError('tenantIds', { message: errors.tenantIds })
      notifyError('Error creating dataset', errorMessage(error, 'Failed to create dataset'))
    },
    onSettled: () => queryClient.invalidateQueries({ exact: true, queryKey: DATASETS_KEY }),
    onSuccess: ({ dataset, fieldCount }) => {
      notify({
        description: `${dataset.name} was created with ${plural(fieldCount, 'field', 'fields')}.`,
        title: 'Dataset created',
      })
      reset(newDatasetValues())
      onClose()
    },
  })

  // One primary field per dataset (the server keeps only one), so ticking one clears the others.
  const setPrimary = (index: number, checked: boolean) => {
    fieldValues.forEach((_, other) => {
      if (other !== index && checked) setValue(`fields.${other}.isPrimary`, false)
    })
    setValue(`fields.${index}.isPrimary`, checked)
  }

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      busy={create.isPending}
      busyLabel="Creating..."
      description="A dataset is a table of records; its fields are the columns."
      formId={formId}
      onClose={() => {
        reset(newDatasetValues())
        onClose()
      }}
      onSubmit={handleSubmit((values) => create.mutate(values))}
      open={open}
      size="lg"
      submitLabel="Create Dataset"
      title="Create New Dataset"
    >
      <TextField
        error={formState.errors.name}
        id={`${formId}-name`}
        label="Name"
        placeholder="e.g. Musical Instruments"
        required
        {...register('name')}
      />
      <TextAreaField
        error={formState.errors.description}
        id={`${formId}-description`}
        label="Description"
        placeholder="What the records describe"
        rows={2}
        {...register('description')}
      />
      <SelectField
        error={formState.errors.status}
        id={`${formId}-status`}
        label="Status"
        options={STATUS_OPTIONS}
        {...register('status')}
      />

      {choosesTenants && (
        <TenantChoices
          disabled={create.isPending}
          error={formState.errors.tenantIds}
          id={`${formId}-tenants`}
          isAdmin={isAdmin}
          onChange={(tenantIds) => setValue('tenantIds', tenantIds, { shouldDirty: true })}
          tenants={tenants}
          value={watch('tenantIds')}
        />
      )}

      <FormSection legend="Initial fields">
        <p className="tw:m-0 tw:text-sm tw:text-elev-500">
          Rows with a blank name are skipped. In an AI prompt, <code>{'{field}'}</code> stands for
          the input value.
        </p>
        {rows.fields.map((row, index) => (
          <InitialFieldRow
            errors={formState.errors.fields?.[index]}
            idPrefix={`${formId}-field-${index}`}
            index={index}
            isPrimary={Boolean(fieldValues[index]?.isPrimary)}
            key={row.id}
            onPrimary={(checked) => setPrimary(index, checked)}
            onRemove={rows.fields.length > 1 ? () => rows.remove(index) : undefined}
            register={register}
          />
        ))}
        <div>
          <Button
            buttonStyle="secondary"
            icon="plus"
            margin={false}
            onClick={() => rows.append(blankField())}
            size="small"
          >
            Add field
          </Button>
        </div>
      </FormSection>
    </FormDialog>
  )
}
