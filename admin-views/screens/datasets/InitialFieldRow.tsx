'use client'
import React from 'react'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'

import { Checkbox } from '../../ui/Checkbox'
import { DeleteButton } from '../../ui/DeleteButton'
import { errorId, fieldAria } from '../../ui/fieldAria'
import { FieldError } from '../../ui/FieldError'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { FIELD_TYPES } from './fieldTypes'
import type { DatasetFormValues, InitialField } from './initialFields'

type Props = {
  errors?: FieldErrors<InitialField>
  idPrefix: string
  index: number
  isPrimary: boolean
  onPrimary: (checked: boolean) => void
  /** Absent while it is the only row. */
  onRemove?: () => void
  register: UseFormRegister<DatasetFormValues>
}

/** One initial field: name, type, Required, Primary (one per dataset), Remove, and its AI prompt. */
export const InitialFieldRow = ({
  errors,
  idPrefix,
  index,
  isPrimary,
  onPrimary,
  onRemove,
  register,
}: Props) => {
  const n = index + 1
  const nameId = `${idPrefix}-name`
  return (
    <div
      className="tw:flex tw:flex-col tw:gap-2 tw:rounded-md tw:bg-elev-50 tw:p-3"
      data-testid="initial-field"
    >
      <div className="tw:grid tw:grid-cols-1 tw:items-end tw:gap-2 tw:sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]">
        {/* The name's message goes under the whole row, so the row's inputs stay in line. */}
        <div className="tw:flex tw:flex-col tw:gap-1">
          <label className="tw:font-medium" htmlFor={nameId}>
            Field {n} name
          </label>
          <input
            className="sg-input"
            placeholder="e.g. price"
            {...register(`fields.${index}.name`)}
            {...fieldAria({ error: errors?.name, id: nameId })}
          />
        </div>
        <SelectField
          id={`${idPrefix}-type`}
          label={`Field ${n} type`}
          options={FIELD_TYPES}
          {...register(`fields.${index}.type`)}
        />
        <div className="tw:flex tw:min-h-9 tw:flex-wrap tw:items-center tw:gap-x-4 tw:gap-y-2">
          <Checkbox
            aria-label={`Field ${n} required`}
            label="Required"
            labelClassName="tw:text-sm"
            {...register(`fields.${index}.required`)}
          />
          <Checkbox
            aria-label={`Field ${n} primary`}
            checked={isPrimary}
            label="Primary"
            labelClassName="tw:text-sm"
            onChange={(event) => onPrimary(event.target.checked)}
            title="Identifies a record: used for duplicate detection and search"
          />
          {onRemove && (
            <DeleteButton label={`Remove field ${n}`} onClick={onRemove}>
              Remove
            </DeleteButton>
          )}
        </div>
      </div>
      <FieldError error={errors?.name} id={errorId(nameId)} />
      <TextField
        id={`${idPrefix}-ai`}
        label={`Field ${n} AI prompt`}
        placeholder="e.g. Write a short description of {field}"
        {...register(`fields.${index}.aiPrompt`)}
      />
    </div>
  )
}
