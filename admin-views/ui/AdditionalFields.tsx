'use client'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import React from 'react'

import type { ExtraFieldSpec } from '../../src/config/extraFieldSpecs'
import { api } from '../lib/api'
import type { ExtraFormValue, ExtraFormValues } from '../lib/extraFieldValues'
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
  onChange: (name: string, value: ExtraFormValue) => void
  /** The server's messages by field name. */
  errors: Record<string, string>
  /** Prefix of the inputs' ids (the form's id). */
  idPrefix: string
}

type Related = { docs: Record<string, unknown>[]; totalDocs: number }

/** At most this many documents are listed; past it a search box narrows them by their title. */
const LISTED = 100

/**
 * A relationship's choices: up to 100 documents of its collection by the field they are named by,
 * those whose title contains `search` when one is typed, and always the chosen ones (so a choice
 * past the first 100 keeps its name). `searchable` once the collection has more than 100.
 */
const useRelated = (field: ExtraFieldSpec, search: string, chosen: string[]) => {
  const titleField = field.titleField ?? 'id'
  const text = titleField === 'id' ? '' : search.trim()
  const enabled = field.type === 'relationship'
  const related = useQuery({
    enabled,
    placeholderData: keepPreviousData,
    queryKey: ['extra-relationship', field.relationTo, text],
    queryFn: () =>
      api<Related>(
        `/api/cms/${field.relationTo}?limit=${LISTED}&depth=0&sort=${encodeURIComponent(titleField)}` +
          (text
            ? `&where[${encodeURIComponent(titleField)}][like]=${encodeURIComponent(text)}`
            : ''),
      ),
  })
  const docs = related.data?.docs ?? []
  const listed = new Set(docs.map((doc) => String(doc.id)))
  const missing = chosen.filter((id) => id && !listed.has(id))
  const chosenDocs = useQuery({
    enabled: enabled && !related.isPending && missing.length > 0,
    queryKey: ['extra-relationship-chosen', field.relationTo, missing.join(',')],
    queryFn: () =>
      api<Related>(
        `/api/cms/${field.relationTo}?limit=${missing.length}&depth=0&where[id][in]=${missing.map(encodeURIComponent).join(',')}`,
      ),
  })
  const options = [...(chosenDocs.data?.docs ?? []), ...docs].map((doc) => ({
    label: String(doc[titleField] ?? doc.id),
    value: String(doc.id),
  }))
  const searchable = titleField !== 'id' && (text !== '' || (related.data?.totalDocs ?? 0) > LISTED)
  return { options, pending: related.isPending, searchable }
}

/** The search box of a relationship with more than 100 documents, before its choices. */
const RelatedSearch = ({
  field,
  id,
  onChange,
  value,
}: {
  field: ExtraFieldSpec
  id: string
  onChange: (value: string) => void
  value: string
}) => (
  <TextField
    hint={`Shows the first ${LISTED} whose name contains what you type`}
    id={`${id}-search`}
    label={`Search ${field.label}`}
    onChange={(event) => onChange(event.target.value)}
    type="search"
    value={value}
  />
)

const RelationshipInput = ({
  field,
  ...props
}: { field: ExtraFieldSpec } & React.ComponentProps<typeof SelectField>) => {
  const [search, setSearch] = React.useState('')
  const related = useRelated(field, search, [String(props.value ?? '')])
  const select = (
    <SelectField {...props} options={related.options}>
      <option value="">{related.pending ? 'Loading…' : 'None'}</option>
    </SelectField>
  )
  if (!related.searchable) return select
  return (
    <div className="tw:flex tw:flex-col tw:gap-2">
      <RelatedSearch field={field} id={props.id} onChange={setSearch} value={search} />
      {select}
    </div>
  )
}

type ManyProps = {
  field: ExtraFieldSpec
  id: string
  error?: { message: string }
  value: string[]
  onChange: (value: string[]) => void
}

/**
 * A hasMany select or relationship: a group of checkboxes named by the field's label (a fieldset
 * and its legend), one per choice, each reached with Tab and switched with Space.
 */
const ManyChoices = ({ error, field, id, onChange, value }: ManyProps) => {
  const [search, setSearch] = React.useState('')
  const related = useRelated(field, search, value)
  const options = field.type === 'relationship' ? related.options : (field.options ?? [])
  const chosen = new Set(value)
  return (
    <fieldset
      aria-describedby={error ? errorId(id) : undefined}
      className="tw:m-0 tw:flex tw:flex-col tw:gap-1 tw:border-0 tw:p-0 tw:md:col-span-2"
      id={id}
    >
      <legend className="tw:mb-1 tw:font-medium">
        {field.label}
        {field.required ? ' *' : ''}
      </legend>
      {related.searchable ? (
        <RelatedSearch field={field} id={id} onChange={setSearch} value={search} />
      ) : null}
      {field.type === 'relationship' && related.pending ? <span>Loading…</span> : null}
      {!options.length && !(field.type === 'relationship' && related.pending) ? (
        <span className="tw:text-sm tw:text-elev-500">Nothing to choose from yet</span>
      ) : null}
      <div className="tw:flex tw:flex-wrap tw:gap-x-4 tw:gap-y-1">
        {options.map((option) => (
          <Checkbox
            checked={chosen.has(option.value)}
            key={option.value}
            label={option.label}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...value, option.value]
                  : value.filter((item) => item !== option.value),
              )
            }
          />
        ))}
      </div>
      <FieldError error={error} id={errorId(id)} />
    </fieldset>
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
          if (field.hasMany)
            return (
              <ManyChoices
                error={error}
                field={field}
                id={id}
                key={field.name}
                onChange={(chosen) => onChange(field.name, chosen)}
                value={Array.isArray(value) ? value : []}
              />
            )
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
