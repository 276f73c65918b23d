'use client'
import React, { useId } from 'react'
import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form'
import { useWatch } from 'react-hook-form'

import type { AiRecordsInput } from '../../../../src/schemas/ai'
import type { FieldReply } from '../../../../src/schemas/fields'
import { fieldBinder } from '../../../lib/form'
import { ActionBar } from '../../../ui/ActionBar'
import { CancelButton } from '../../../ui/CancelButton'
import type { FieldMessage } from '../../../ui/fieldAria'
import { NumberField } from '../../../ui/NumberField'
import { SelectField } from '../../../ui/SelectField'
import { SubmitButton } from '../../../ui/SubmitButton'
import { TextAreaField } from '../../../ui/TextAreaField'
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
  const field = fieldBinder(form, id)
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
      <TextAreaField
        className="tw:min-h-40 tw:font-mono tw:text-sm"
        hint={
          <span aria-live="polite" data-testid="input-list-count">
            One item per line. {describeInputList(list)}
            {list.duplicates > 0 ? ': duplicates are filtered out before AI processing.' : ''}
          </span>
        }
        label="Input List"
        placeholder={'Stratocaster\nTelecaster\nLes Paul'}
        required
        rows={8}
        {...field('inputList', { id: 'input-list' })}
      />
      <div className="tw:grid tw:grid-cols-1 tw:gap-4 tw:md:grid-cols-2">
        <TargetFieldSelect fields={fields} {...field('targetField', { id: 'target' })}>
          <option value="">Select a field</option>
        </TargetFieldSelect>
        <WeeksField
          error={errors.weeksToDistribute}
          id={`${id}-weeks`}
          registration={register('weeksToDistribute')}
        />
      </div>
      <ActionBar>
        <CancelButton disabled={busy} onClick={onCancel} />
        <SubmitButton disabled={busy || list.items.length === 0}>
          {busy ? 'Generating...' : 'Generate Records'}
        </SubmitButton>
      </ActionBar>
    </form>
  )
}

/** Weeks to Distribute, 0 to 52: 0 puts every record live today. */
export const WeeksField = ({
  error,
  id,
  registration,
}: {
  error?: FieldMessage
  id: string
  registration: UseFormRegisterReturn<'weeksToDistribute'>
}) => (
  <NumberField
    error={error}
    hint="0 means all records are live today; otherwise live dates are spread evenly over the weeks."
    id={id}
    label="Weeks to Distribute"
    max={52}
    min={0}
    {...registration}
  />
)

type TargetProps = Omit<React.ComponentProps<typeof SelectField>, 'label' | 'options'> & {
  fields: FieldReply[]
}

/** Target Field: the field each item becomes the value of (the primary one marked). */
export const TargetFieldSelect = ({ fields, ...select }: TargetProps) => (
  <SelectField
    hint="Each item becomes this field's value in a new record."
    label="Target Field"
    options={fields.map((field) => ({
      label: `${field.name}${field.isPrimary ? ' (primary)' : ''}`,
      value: field.name,
    }))}
    required
    {...select}
  />
)
