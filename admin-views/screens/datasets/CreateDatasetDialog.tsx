'use client'
import { Button } from '@payloadcms/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React, { useId } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import { z } from 'zod'

import type { DatasetReply } from '../../../endpoints/schemas/datasets'
import type { FieldType } from '../../../endpoints/schemas/fields'

import { createDatasetSchema, datasetStatus } from '../../../endpoints/schemas/datasets'
import { FIELD_NAME, fieldType } from '../../../endpoints/schemas/fields'
import { api, errorMessage } from '../../lib/api'
import { schemaResolver } from '../../lib/form'
import { notify, notifyError } from '../../lib/toast'
import { Dialog } from '../../ui/Dialog'
import { Field } from '../../ui/Field'
import { FieldError } from '../../ui/FieldError'
import { DATASETS_KEY } from './cache'
import { dangerButtonProps } from './danger'
import { FIELD_TYPES } from './fieldTypes'
import { serverFieldErrors } from './serverErrors'

type InitialField = {
  aiPrompt: string
  isPrimary: boolean
  name: string
  required: boolean
  type: FieldType
}
type FormValues = {
  description: string
  fields: InitialField[]
  name: string
  status: 'active' | 'draft' | 'inactive'
}

const blankField = (): InitialField => ({
  aiPrompt: '',
  isPrimary: false,
  name: '',
  required: false,
  type: 'text',
})
const defaults = (): FormValues => ({
  description: '',
  fields: [blankField()],
  name: '',
  status: 'draft',
})

// Rows with a blank name are skipped; the others must be names a record key and #name# can carry.
const initialField = z.object({
  aiPrompt: z.string(),
  isPrimary: z.boolean(),
  name: z
    .string()
    .trim()
    .refine((v) => v === '' || FIELD_NAME.test(v), {
      error: 'Field name may contain only letters, numbers, hyphens and underscores',
    })
    .refine((v) => v !== '__proto__', {
      error: 'Field name __proto__ is reserved',
    }),
  required: z.boolean(),
  type: fieldType,
})

const formSchema = createDatasetSchema
  .extend({ fields: z.array(initialField), status: datasetStatus })
  .superRefine((value, ctx) => {
    const seen = new Set<string>()
    value.fields.forEach((field, index) => {
      if (!field.name) return
      if (seen.has(field.name))
        ctx.addIssue({
          code: 'custom',
          message: 'A field with this name already exists in this dataset',
          path: ['fields', index, 'name'],
        })
      seen.add(field.name)
    })
  })

/** Create New Dataset (spec admin-core §2, §5): the dataset, then its initial fields one by one. */
export const CreateDatasetDialog = ({ onClose, open }: { onClose: () => void; open: boolean }) => {
  const queryClient = useQueryClient()
  const formId = useId()
  const form = useForm<FormValues>({
    defaultValues: defaults(),
    resolver: schemaResolver<FormValues>(formSchema),
  })
  const { control, formState, handleSubmit, register, reset, setError, setValue, watch } = form
  const rows = useFieldArray({ control, name: 'fields' })
  const fieldValues = watch('fields')

  const create = useMutation({
    mutationFn: async (values: FormValues) => {
      const dataset = await api<DatasetReply>('/api/datasets', {
        body: {
          description: values.description.trim() || null,
          name: values.name,
          status: values.status,
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
      notifyError('Error creating dataset', errorMessage(error, 'Failed to create dataset'))
    },
    onSettled: () => queryClient.invalidateQueries({ exact: true, queryKey: DATASETS_KEY }),
    onSuccess: ({ dataset, fieldCount }) => {
      notify({
        description: `${dataset.name} was created with ${fieldCount} ${fieldCount === 1 ? 'field' : 'fields'}.`,
        title: 'Dataset created',
      })
      reset(defaults())
      onClose()
    },
  })

  const close = () => {
    if (create.isPending) return
    reset(defaults())
    onClose()
  }

  // One primary field per dataset (the server keeps only one), so ticking one clears the others.
  const setPrimary = (index: number, checked: boolean) => {
    fieldValues.forEach((_, other) => {
      if (other !== index && checked) setValue(`fields.${other}.isPrimary`, false)
    })
    setValue(`fields.${index}.isPrimary`, checked)
  }

  const busy = create.isPending
  return (
    <Dialog
      description="A dataset is a table of records; its fields are the columns."
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
            disabled={busy}
            extraButtonProps={{ form: formId }}
            margin={false}
            size="medium"
            type="submit"
          >
            {busy ? 'Creating...' : 'Create Dataset'}
          </Button>
        </>
      }
      onClose={close}
      open={open}
      size="lg"
      title="Create New Dataset"
    >
      <form
        className="tw:flex tw:flex-col tw:gap-4"
        id={formId}
        noValidate
        onSubmit={handleSubmit((values) => create.mutate(values))}
      >
        <Field error={formState.errors.name} htmlFor={`${formId}-name`} label="Name" required>
          <input
            aria-invalid={Boolean(formState.errors.name)}
            className="sg-input"
            id={`${formId}-name`}
            placeholder="e.g. Musical Instruments"
            {...register('name')}
          />
        </Field>
        <Field
          error={formState.errors.description}
          htmlFor={`${formId}-description`}
          label="Description"
        >
          <textarea
            className="sg-textarea"
            id={`${formId}-description`}
            placeholder="What the records describe"
            rows={2}
            {...register('description')}
          />
        </Field>
        <Field error={formState.errors.status} htmlFor={`${formId}-status`} label="Status">
          <select className="sg-select" id={`${formId}-status`} {...register('status')}>
            <option value="draft">Draft</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </select>
        </Field>

        <fieldset className="tw:m-0 tw:flex tw:flex-col tw:gap-3 tw:rounded-lg tw:border tw:border-elev-150 tw:p-4">
          <legend className="tw:px-1 tw:font-semibold">Initial fields</legend>
          <p className="tw:m-0 tw:text-sm tw:text-elev-500">
            Rows with a blank name are skipped. In an AI prompt, <code>{'{field}'}</code> stands for
            the input value.
          </p>
          {rows.fields.map((row, index) => {
            const id = `${formId}-field-${index}`
            const errors = formState.errors.fields?.[index]
            return (
              <div
                className="tw:flex tw:flex-col tw:gap-2 tw:rounded-md tw:bg-elev-50 tw:p-3"
                data-testid="initial-field"
                key={row.id}
              >
                <div className="tw:grid tw:grid-cols-1 tw:items-end tw:gap-2 tw:sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]">
                  <div className="tw:flex tw:flex-col tw:gap-1">
                    <label className="tw:text-sm tw:font-medium" htmlFor={`${id}-name`}>
                      Field {index + 1} name
                    </label>
                    <input
                      aria-invalid={Boolean(errors?.name)}
                      className="sg-input"
                      id={`${id}-name`}
                      placeholder="e.g. price"
                      {...register(`fields.${index}.name`)}
                    />
                  </div>
                  <div className="tw:flex tw:flex-col tw:gap-1">
                    <label className="tw:text-sm tw:font-medium" htmlFor={`${id}-type`}>
                      Field {index + 1} type
                    </label>
                    <select
                      className="sg-select"
                      id={`${id}-type`}
                      {...register(`fields.${index}.type`)}
                    >
                      {FIELD_TYPES.map((type) => (
                        <option key={type.value} value={type.value}>
                          {type.label}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="tw:flex tw:min-h-9 tw:flex-wrap tw:items-center tw:gap-x-4 tw:gap-y-2">
                    <label className="tw:flex tw:items-center tw:gap-1.5 tw:text-sm">
                      <input
                        aria-label={`Field ${index + 1} required`}
                        type="checkbox"
                        {...register(`fields.${index}.required`)}
                      />
                      Required
                    </label>
                    <label
                      className="tw:flex tw:items-center tw:gap-1.5 tw:text-sm"
                      title="Identifies a record: used for duplicate detection and search"
                    >
                      <input
                        aria-label={`Field ${index + 1} primary`}
                        checked={Boolean(fieldValues[index]?.isPrimary)}
                        onChange={(event) => setPrimary(index, event.target.checked)}
                        type="checkbox"
                      />
                      Primary
                    </label>
                    {rows.fields.length > 1 && (
                      <Button
                        aria-label={`Remove field ${index + 1}`}
                        buttonStyle="secondary"
                        extraButtonProps={dangerButtonProps}
                        margin={false}
                        onClick={() => rows.remove(index)}
                        size="small"
                      >
                        Remove
                      </Button>
                    )}
                  </div>
                </div>
                <FieldError error={errors?.name} />
                <div className="tw:flex tw:flex-col tw:gap-1">
                  <label className="tw:text-sm tw:font-medium" htmlFor={`${id}-ai`}>
                    Field {index + 1} AI prompt
                  </label>
                  <input
                    className="sg-input"
                    id={`${id}-ai`}
                    placeholder="e.g. Write a short description of {field}"
                    {...register(`fields.${index}.aiPrompt`)}
                  />
                </div>
              </div>
            )
          })}
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
        </fieldset>
      </form>
    </Dialog>
  )
}
