'use client'
import { Button } from '@payloadcms/ui'
import React, { useId } from 'react'
import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form'
import { useWatch } from 'react-hook-form'

import type { AiRecordsInput } from '../../../../endpoints/schemas/ai'
import type { FieldReply } from '../../../../endpoints/schemas/fields'
import { Field } from '../../../ui/Field'
import { describeInputList, parseInputList } from './inputList'
import type { GenerateRecordsInput } from './useGenerateRecords'

export type ManualValues = {
  inputList: string
  targetField: string
  weeksToDistribute: number | string
}

type Props = {
  busy: boolean
  fields: FieldReply[]
  form: UseFormReturn<ManualValues>
  onCancel: () => void
  onGenerate: (input: GenerateRecordsInput) => void
}

/** Manual List: one item per line, the field the items go into, and the weeks to spread live dates over. */
export const ManualListTab = ({ busy, fields, form, onCancel, onGenerate }: Props) => {
  const id = useId()
  const {
    control,
    formState: { errors },
    handleSubmit,
    register,
  } = form
  const text = useWatch({ control, name: 'inputList' }) ?? ''
  const list = parseInputList(text)

  const submit = handleSubmit((values) => {
    const parsed = values as unknown as AiRecordsInput
    onGenerate({
      inputList: parseInputList(parsed.inputList).items,
      targetField: parsed.targetField,
      weeksToDistribute: parsed.weeksToDistribute,
    })
  })

  return (
    <form className="tw:flex tw:flex-col tw:gap-4" noValidate onSubmit={submit}>
      <Field
        error={errors.inputList}
        hint={
          <span aria-live="polite" data-testid="input-list-count">
            One item per line. {describeInputList(list)}
            {list.duplicates > 0 ? ': duplicates are filtered out before AI processing.' : ''}
          </span>
        }
        htmlFor={`${id}-input-list`}
        label="Input List"
        required
      >
        <textarea
          aria-invalid={errors.inputList ? 'true' : 'false'}
          className="sg-textarea tw:min-h-40 tw:font-mono tw:text-sm"
          id={`${id}-input-list`}
          placeholder={'Stratocaster\nTelecaster\nLes Paul'}
          rows={8}
          {...register('inputList')}
        />
      </Field>
      <div className="tw:grid tw:grid-cols-1 tw:gap-4 tw:md:grid-cols-2">
        <Field
          error={errors.targetField}
          hint="Each item becomes this field's value in a new record."
          htmlFor={`${id}-target`}
          label="Target Field"
          required
        >
          <select
            aria-invalid={errors.targetField ? 'true' : 'false'}
            className="sg-select"
            id={`${id}-target`}
            {...register('targetField')}
          >
            <option value="">Select a field</option>
            {fields.map((field) => (
              <option key={field.id} value={field.name}>
                {field.name}
                {field.isPrimary ? ' (primary)' : ''}
              </option>
            ))}
          </select>
        </Field>
        <WeeksField
          error={errors.weeksToDistribute}
          id={`${id}-weeks`}
          registration={register('weeksToDistribute')}
        />
      </div>
      <div className="tw:flex tw:flex-wrap tw:justify-end tw:gap-2 tw:border-t tw:border-elev-100 tw:pt-4">
        <Button
          buttonStyle="secondary"
          disabled={busy}
          margin={false}
          onClick={onCancel}
          size="medium"
        >
          Cancel
        </Button>
        <Button
          buttonStyle="primary"
          disabled={busy || list.items.length === 0}
          margin={false}
          size="medium"
          type="submit"
        >
          {busy ? 'Generating...' : 'Generate Records'}
        </Button>
      </div>
    </form>
  )
}

/** Weeks to Distribute, 0 to 52: 0 puts every record live today. */
export const WeeksField = ({
  error,
  id,
  registration,
}: {
  error?: { message?: string }
  id: string
  registration: UseFormRegisterReturn<'weeksToDistribute'>
}) => (
  <Field
    error={error}
    hint="0 means all records are live today; otherwise live dates are spread evenly over the weeks."
    htmlFor={id}
    label="Weeks to Distribute"
  >
    <input
      aria-invalid={error ? 'true' : 'false'}
      className="sg-input"
      id={id}
      inputMode="numeric"
      max={52}
      min={0}
      step={1}
      type="number"
      {...registration}
    />
  </Field>
)
