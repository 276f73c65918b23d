'use client'
import { useQuery } from '@tanstack/react-query'
import React from 'react'

import type { ExtraFieldSpec } from '../../src/config/extraFieldSpecs'
import { api } from '../lib/api'
import type { ExtraFormValues } from '../lib/extraFieldValues'
import { Checkbox } from './Checkbox'
import { errorId, fieldAria } from './fieldAria'
import { FieldError } from './FieldError'
import { FormSection } from './FormSection'
import { SelectField } from './SelectField'
import { TextAreaField } from './TextAreaField'
import { TextField } from './TextField'

type Props = {
  fields: ExtraFieldSpec[]
  values: ExtraFormValues
  onChange: (name: string, value: boolean | string) => void
  /** The server's messages by field name. */
  errors: Record<string, string>
  /** Prefix of the inputs' ids (the form's id). */
  idPrefix: string
}

type Related = { docs: Record<string, unknown>[] }

/** A relationship's choices: up to 100 documents of its collection, by the field they are named by. */
const RelationshipInput = ({
  field,
  ...props
}: { field: ExtraFieldSpec } & React.ComponentProps<typeof SelectField>) => {
  const titleField = field.titleField ?? 'id'
  const related = useQuery({
    queryKey: ['extra-relationship', field.relationTo],
    queryFn: () =>
      api<Related>(
        `/api/cms/${field.relationTo}?limit=100&depth=0&sort=${encodeURIComponent(titleField)}`,
      ),
  })
  const options = (related.data?.docs ?? []).map((doc) => ({
    label: String(doc[titleField] ?? doc.id),
    value: String(doc.id),
  }))
  return (
    <SelectField {...props} options={options}>
      <option value="">{related.isPending ? 'Loading…' : 'None'}</option>
    </SelectField>
  )
}

/**
 * The fields a developer added to the collection through the plugin's overrides, one labelled input
 * each, under the heading "Additional fields"; nothing when there are none.
 */
export const AdditionalFields = ({ errors, fields, idPrefix, onChange, values }: Props) => {
  if (!fields.length) return null
  return (
    <FormSection title="Additional fields">
      <div className="tw:grid tw:grid-cols-1 tw:gap-4 tw:md:grid-cols-2">
        {fields.map((field) => {
          const id = `${idPrefix}-extra-${field.name}`
          const error = errors[field.name] ? { message: errors[field.name] } : undefined
          const value = values[field.name]
          if (field.type === 'checkbox')
            return (
              <div className="tw:flex tw:flex-col tw:gap-1" key={field.name}>
                <Checkbox
                  checked={value === true}
                  label={field.label}
                  onChange={(event) => onChange(field.name, event.target.checked)}
                  {...fieldAria({ error, id })}
                />
                <FieldError error={error} id={errorId(id)} />
              </div>
            )
          const common = {
            error,
            id,
            label: field.label,
            required: field.required,
            value: typeof value === 'string' ? value : '',
            onChange: (
              event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
            ) => onChange(field.name, event.target.value),
          }
          if (field.type === 'textarea')
            return (
              <TextAreaField
                key={field.name}
                {...common}
                fieldClassName="tw:md:col-span-2"
                rows={3}
              />
            )
          if (field.type === 'select')
            return (
              <SelectField key={field.name} {...common} options={field.options ?? []}>
                <option value="">None</option>
              </SelectField>
            )
          if (field.type === 'relationship')
            return <RelationshipInput field={field} key={field.name} {...common} />
          return (
            <TextField
              key={field.name}
              {...common}
              step={field.type === 'number' ? 'any' : undefined}
              type={field.type === 'number' ? 'number' : field.type === 'date' ? 'date' : 'text'}
            />
          )
        })}
      </div>
    </FormSection>
  )
}
