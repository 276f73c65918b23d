'use client'
import React, { useEffect, useId, useState } from 'react'

import type { ExtraFieldSpec } from '../../../src/config/extraFieldSpecs'
import type { FieldReply } from '../../../src/schemas/fields'
import type { RecordReply } from '../../../src/schemas/records'
import type { FormValues } from './recordValues'

import { NO_EXTRA_FIELDS, useExtraFields } from '../../hooks/useExtraFields'
import { errorMessage } from '../../lib/api'
import { serverFieldErrors } from '../../lib/serverErrors'
import { AdditionalFields } from '../../ui/AdditionalFields'
import { Checkbox } from '../../ui/Checkbox'
import { errorId, fieldAria } from '../../ui/fieldAria'
import { FieldError } from '../../ui/FieldError'
import { createEditTexts, FormDialog } from '../../ui/FormDialog'
import { Notice } from '../../ui/Notice'
import { TextAreaField } from '../../ui/TextAreaField'
import { TextField } from '../../ui/TextField'
import { dataOf, formValuesOf, fromLocalInput, toLocalInput } from './recordValues'

export type RecordBody = {
  data: Record<string, unknown>
  liveDate: null | string
  /** The fields added to records through the plugin's overrides, as the API takes them. */
  extra: Record<string, unknown>
}

type Props = {
  /** The fields added to records through the plugin's overrides ("Additional fields"). */
  extraFields?: ExtraFieldSpec[]
  fields: FieldReply[]
  onClose: () => void
  /** Resolves when saved; rejects with the API error, whose messages are shown in the form. */
  onSubmit: (body: RecordBody) => Promise<unknown>
  open: boolean
  /** The record being edited; none to add one. */
  record: null | RecordReply
}

const inputType = {
  date: 'date',
  email: 'email',
  number: 'number',
  url: 'url',
} as const
const placeholders: Partial<Record<FieldReply['type'], string>> = {
  email: 'name@example.com',
  url: 'https://',
}

/** Add or edit one record: one input per field, following its type, plus the live date. */
export const RecordForm = ({
  extraFields = NO_EXTRA_FIELDS,
  fields,
  onClose,
  onSubmit,
  open,
  record,
}: Props) => {
  const id = useId()
  const [values, setValues] = useState<FormValues>({})
  const extra = useExtraFields(extraFields, record as null | Record<string, unknown>, open)
  const [liveDate, setLiveDate] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<null | string>(null)
  const [busy, setBusy] = useState(false)
  // What the form opened with: anything else is a change that closing asks about.
  const [start, setStart] = useState('')

  useEffect(() => {
    if (!open) return
    const initial = formValuesOf(fields, record?.data ?? {}, !record)
    const date = toLocalInput(record ? record.liveDate : new Date())
    setValues(initial)
    setLiveDate(date)
    setStart(JSON.stringify([initial, date]))
    setErrors({})
    setFormError(null)
  }, [fields, open, record])

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setErrors({})
    setFormError(null)
    try {
      await onSubmit({
        data: dataOf(fields, values),
        extra: extra.body(),
        liveDate: fromLocalInput(liveDate),
      })
    } catch (error) {
      const fieldErrors = serverFieldErrors(error)
      setErrors(fieldErrors)
      extra.showErrors(fieldErrors)
      const shownUnderFields = Object.keys(fieldErrors).some(
        (key) =>
          key === 'liveDate' ||
          fields.some((field) => key === `data.${field.name}`) ||
          extraFields.some((field) => key === field.name),
      )
      setFormError(
        shownUnderFields
          ? null
          : errorMessage(
              error,
              error instanceof Error ? error.message : 'The record was not saved.',
            ),
      )
    } finally {
      setBusy(false)
    }
  }

  const set = (name: string, value: boolean | string) => {
    setValues((current) => ({ ...current, [name]: value }))
    // The server's message for this field no longer applies once it changes.
    setErrors((current) => {
      const { [`data.${name}`]: _changed, ...rest } = current
      return rest
    })
  }

  return (
    <FormDialog
      {...createEditTexts(Boolean(record), {
        create: 'Create Record',
        createTitle: 'Add Record',
        edit: 'Edit Record',
        save: 'Save Record',
      })}
      busy={busy}
      dirty={JSON.stringify([values, liveDate]) !== start}
      formId={id}
      onClose={onClose}
      onSubmit={submit}
      open={open}
      size="lg"
    >
      {formError && <Notice className="tw:px-3 tw:py-2">{formError}</Notice>}
      <div className="tw:grid tw:grid-cols-1 tw:gap-4 tw:md:grid-cols-2">
        {fields.map((field) => {
          const inputId = `${id}-${field.name}`
          const error = errors[`data.${field.name}`]
          const value = values[field.name]
          if (field.type === 'boolean') {
            const message = error ? { message: error } : undefined
            return (
              <div className="tw:flex tw:flex-col tw:gap-1" key={field.id}>
                <Checkbox
                  checked={value === true}
                  label={
                    <>
                      {field.name}
                      {field.required && <span className="tw:text-error-500"> *</span>}
                    </>
                  }
                  labelClassName="tw:min-h-9 tw:pt-6 tw:font-medium"
                  onChange={(event) => set(field.name, event.target.checked)}
                  {...fieldAria({ error: message, id: inputId })}
                />
                <FieldError error={message} id={errorId(inputId)} />
              </div>
            )
          }
          const common = {
            error: error ? { message: error } : undefined,
            fieldClassName: field.type === 'text' ? 'tw:md:col-span-2' : undefined,
            id: inputId,
            label: field.name,
            onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
              set(field.name, event.target.value),
            required: field.required,
            value: typeof value === 'string' ? value : '',
          }
          return field.type === 'text' ? (
            <TextAreaField
              key={field.id}
              {...common}
              rows={field.name.toLowerCase().includes('description') ? 4 : 2}
            />
          ) : (
            <TextField
              key={field.id}
              {...common}
              placeholder={placeholders[field.type]}
              step={field.type === 'number' ? 'any' : undefined}
              type={inputType[field.type]}
            />
          )
        })}
        <TextField
          className="tw:max-w-xs"
          error={errors.liveDate ? { message: errors.liveDate } : undefined}
          fieldClassName="tw:md:col-span-2"
          hint="The record is Live from this moment; before it, Pending."
          id={`${id}-liveDate`}
          label="Live date"
          onChange={(event) => setLiveDate(event.target.value)}
          type="datetime-local"
          value={liveDate}
        />
      </div>
      <AdditionalFields {...extra.props} idPrefix={id} />
    </FormDialog>
  )
}
