'use client'
import { Button } from '@payloadcms/ui'
import React, { useId } from 'react'

import type { FieldReply, FieldType } from '../../../src/schemas/fields'

import { createFieldSchema } from '../../../src/schemas/fields'
import { fieldBinder, useSchemaForm } from '../../lib/form'
import { Checkbox } from '../../ui/Checkbox'
import { SelectField } from '../../ui/SelectField'
import { TextAreaField } from '../../ui/TextAreaField'
import { TextField } from '../../ui/TextField'
import { FIELD_TYPES } from './fieldTypes'
import { serverFieldErrors } from '../../lib/serverErrors'
import { SmallButton } from '../../ui/SmallButton'

export type FieldValues = {
  aiPrompt: string
  defaultValue: string
  isPrimary: boolean
  name: string
  required: boolean
  type: FieldType
}

/** What the API takes for a field: blank prompt and default are sent as null. */
export type FieldBody = {
  aiPrompt: null | string
  defaultValue: null | string
  isPrimary: boolean
  name: string
  required: boolean
  type: FieldType
}

export const emptyField = (): FieldValues => ({
  aiPrompt: '',
  defaultValue: '',
  isPrimary: false,
  name: '',
  required: false,
  type: 'text',
})

export const fieldValuesOf = (field: FieldReply): FieldValues => ({
  aiPrompt: field.aiPrompt ?? '',
  defaultValue: field.defaultValue ?? '',
  isPrimary: field.isPrimary,
  name: field.name,
  required: field.required,
  type: field.type,
})

type Props = {
  busy: boolean
  busyLabel: string
  initial: FieldValues
  onCancel?: () => void
  /** Resolves when saved (the form then resets); rejects with the API error, shown under the fields. */
  onSubmit: (body: FieldBody) => Promise<unknown>
  submitLabel: string
  title: string
}

/** The add and edit form of one field, checked with the API's own schema. */
export const FieldForm = ({
  busy,
  busyLabel,
  initial,
  onCancel,
  onSubmit,
  submitLabel,
  title,
}: Props) => {
  const id = useId()
  const { formState, handleSubmit, register, reset, setError } = useSchemaForm<FieldValues>(
    createFieldSchema,
    initial,
  )
  const submit = handleSubmit(async (values) => {
    const body: FieldBody = {
      aiPrompt: values.aiPrompt?.trim() ? values.aiPrompt.trim() : null,
      defaultValue: values.defaultValue ? String(values.defaultValue) : null,
      isPrimary: values.isPrimary,
      name: values.name,
      required: values.required,
      type: values.type,
    }
    try {
      await onSubmit(body)
      reset(emptyField())
    } catch (error) {
      const errors = serverFieldErrors(error)
      for (const key of ['name', 'type', 'defaultValue', 'aiPrompt'] as const) {
        if (errors[key]) setError(key, { message: errors[key] })
      }
    }
  })
  const field = fieldBinder({ formState, register }, id)

  return (
    <form aria-label={title} className="tw:flex tw:flex-col tw:gap-3" noValidate onSubmit={submit}>
      <div className="tw:grid tw:grid-cols-1 tw:gap-3 tw:sm:grid-cols-2">
        <TextField label="Name" placeholder="e.g. price" required {...field('name')} />
        <SelectField label="Type" options={FIELD_TYPES} {...field('type')} />
        <TextField
          hint="Used for new records that leave this field out."
          label="Default value"
          {...field('defaultValue', { id: 'default' })}
        />
        <div className="tw:flex tw:flex-wrap tw:items-center tw:gap-x-6 tw:gap-y-2 tw:pt-6">
          <Checkbox label="Required" {...register('required')} />
          <Checkbox
            label="Primary"
            title="Identifies a record: duplicate detection and search. One per dataset."
            {...register('isPrimary')}
          />
        </div>
      </div>
      <TextAreaField
        hint={
          <>
            Used by Generate with AI. <code>{'{field}'}</code> stands for the input value, e.g.
            “Write a two-sentence description of {'{field}'}”.
          </>
        }
        label="AI prompt"
        rows={2}
        {...field('aiPrompt', { id: 'ai' })}
      />
      <div className="tw:flex tw:flex-wrap tw:justify-end tw:gap-2">
        {onCancel && (
          <SmallButton disabled={busy} onClick={onCancel}>
            Cancel
          </SmallButton>
        )}
        <Button disabled={busy} margin={false} size="small" type="submit">
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  )
}
