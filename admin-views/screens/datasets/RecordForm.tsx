'use client'
import { Button } from '@payloadcms/ui'
import React, { useEffect, useId, useState } from 'react'

import type { FieldReply } from '../../../endpoints/schemas/fields'
import type { RecordReply } from '../../../endpoints/schemas/records'
import type { FormValues } from './recordValues'

import { errorMessage } from '../../lib/api'
import { Dialog } from '../../ui/Dialog'
import { Field } from '../../ui/Field'
import { dataOf, formValuesOf, fromLocalInput, toLocalInput } from './recordValues'
import { serverFieldErrors } from './serverErrors'

export type RecordBody = {
  data: Record<string, unknown>
  liveDate: null | string
}

type Props = {
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
export const RecordForm = ({ fields, onClose, onSubmit, open, record }: Props) => {
  const id = useId()
  const [values, setValues] = useState<FormValues>({})
  const [liveDate, setLiveDate] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<null | string>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!open) return
    setValues(formValuesOf(fields, record?.data ?? {}, !record))
    setLiveDate(toLocalInput(record ? record.liveDate : new Date()))
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
        liveDate: fromLocalInput(liveDate),
      })
    } catch (error) {
      const fieldErrors = serverFieldErrors(error)
      setErrors(fieldErrors)
      const shownUnderFields = Object.keys(fieldErrors).some(
        (key) => key === 'liveDate' || fields.some((field) => key === `data.${field.name}`),
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
  const title = record ? 'Edit Record' : 'Add Record'

  return (
    <Dialog
      footer={
        <>
          <Button
            buttonStyle="secondary"
            disabled={busy}
            margin={false}
            onClick={onClose}
            size="medium"
          >
            Cancel
          </Button>
          <Button
            disabled={busy}
            extraButtonProps={{ form: id }}
            margin={false}
            size="medium"
            type="submit"
          >
            {busy
              ? record
                ? 'Saving...'
                : 'Creating...'
              : record
                ? 'Save Record'
                : 'Create Record'}
          </Button>
        </>
      }
      onClose={() => !busy && onClose()}
      open={open}
      size="lg"
      title={title}
    >
      <form className="tw:flex tw:flex-col tw:gap-4" id={id} noValidate onSubmit={submit}>
        {formError && (
          <div
            className="tw:rounded-md tw:border tw:border-error-500 tw:bg-error-50 tw:px-3 tw:py-2 tw:text-error-750"
            role="alert"
          >
            {formError}
          </div>
        )}
        <div className="tw:grid tw:grid-cols-1 tw:gap-4 tw:md:grid-cols-2">
          {fields.map((field) => {
            const inputId = `${id}-${field.name}`
            const error = errors[`data.${field.name}`]
            const value = values[field.name]
            if (field.type === 'boolean') {
              return (
                <div className="tw:flex tw:flex-col tw:gap-1" key={field.id}>
                  <label
                    className="tw:flex tw:min-h-9 tw:items-center tw:gap-2 tw:pt-6 tw:font-medium"
                    htmlFor={inputId}
                  >
                    <input
                      checked={value === true}
                      id={inputId}
                      onChange={(event) => set(field.name, event.target.checked)}
                      type="checkbox"
                    />
                    {field.name}
                    {field.required && <span className="tw:text-error-500"> *</span>}
                  </label>
                  {error && (
                    <p className="sg-field-error tw:m-0 tw:text-sm tw:text-error-500" role="alert">
                      {error}
                    </p>
                  )}
                </div>
              )
            }
            const common = {
              'aria-invalid': Boolean(error),
              id: inputId,
              onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
                set(field.name, event.target.value),
              value: typeof value === 'string' ? value : '',
            }
            const wide = field.type === 'text'
            return (
              <div className={wide ? 'tw:md:col-span-2' : undefined} key={field.id}>
                <Field
                  error={error ? { message: error } : undefined}
                  htmlFor={inputId}
                  label={field.name}
                  required={field.required}
                >
                  {field.type === 'text' ? (
                    <textarea
                      className="sg-textarea"
                      rows={field.name.toLowerCase().includes('description') ? 4 : 2}
                      {...common}
                    />
                  ) : (
                    <input
                      className="sg-input"
                      placeholder={placeholders[field.type]}
                      step={field.type === 'number' ? 'any' : undefined}
                      type={inputType[field.type]}
                      {...common}
                    />
                  )}
                </Field>
              </div>
            )
          })}
          <div className="tw:md:col-span-2">
            <Field
              error={errors.liveDate ? { message: errors.liveDate } : undefined}
              hint="The record is Live from this moment; before it, Pending."
              htmlFor={`${id}-liveDate`}
              label="Live date"
            >
              <input
                className="sg-input tw:max-w-xs"
                id={`${id}-liveDate`}
                onChange={(event) => setLiveDate(event.target.value)}
                type="datetime-local"
                value={liveDate}
              />
            </Field>
          </div>
        </div>
      </form>
    </Dialog>
  )
}
