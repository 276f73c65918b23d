'use client'
import { Button } from '@payloadcms/ui'
import React, { useId, useState } from 'react'
import { useForm } from 'react-hook-form'

import type { AiGenerateListInput } from '../../../../endpoints/schemas/ai'
import { aiGenerateListSchema, aiRecordsSchema } from '../../../../endpoints/schemas/ai'
import type { DatasetReply } from '../../../../endpoints/schemas/datasets'
import type { FieldReply } from '../../../../endpoints/schemas/fields'
import { schemaResolver } from '../../../lib/form'
import { Field } from '../../../ui/Field'
import { describeInputList, parseInputList } from './inputList'
import { WeeksField } from './ManualListTab'
import type { GenerateRecordsInput } from './useGenerateRecords'
import { useGenerateList } from './useGenerateRecords'

/** The list request plus the weeks the records made from it will be spread over. */
const listFormSchema = aiGenerateListSchema.extend({
  weeksToDistribute: aiRecordsSchema.shape.weeksToDistribute,
})

type ListValues = { count: number | string; query: string; weeksToDistribute: number | string }

type Props = {
  busy: boolean
  dataset: Pick<DatasetReply, 'id' | 'name'>
  defaultTarget: string
  fields: FieldReply[]
  onCancel: () => void
  onError: (error: unknown) => void
  onGenerate: (input: GenerateRecordsInput) => void
  onStart: () => void
  /** The reviewed items, and the weeks chosen here when they are valid. */
  onUseInManualList: (items: string[], weeksToDistribute?: number) => void
}

/**
 * AI Generated List: ask the model for input items (query, count 1 to 100), review and edit them, then
 * move them into the Manual List or generate the records straight away.
 */
export const AiListTab = ({
  busy,
  dataset,
  defaultTarget,
  fields,
  onCancel,
  onError,
  onGenerate,
  onStart,
  onUseInManualList,
}: Props) => {
  const id = useId()
  const [items, setItems] = useState<string[]>([])
  const [targetField, setTargetField] = useState(defaultTarget)
  const {
    formState: { errors },
    getValues,
    handleSubmit,
    register,
    trigger,
  } = useForm<ListValues>({
    defaultValues: { count: 20, query: '', weeksToDistribute: 0 },
    mode: 'onTouched',
    resolver: schemaResolver<ListValues>(listFormSchema),
  })
  const generateList = useGenerateList(dataset, { onError, onSuccess: setItems })
  const list = parseInputList(items)

  const submit = handleSubmit((values) => {
    const { count, query } = values as unknown as AiGenerateListInput
    onStart()
    generateList.mutate({ count, query })
  })

  const generateRecords = async () => {
    if (!(await trigger('weeksToDistribute'))) return
    const weeks = listFormSchema.shape.weeksToDistribute.parse(getValues('weeksToDistribute'))
    onGenerate({ inputList: list.items, targetField, weeksToDistribute: weeks })
  }

  const listBusy = generateList.isPending
  return (
    <div className="tw:flex tw:flex-col tw:gap-4">
      <form className="tw:flex tw:flex-col tw:gap-4" noValidate onSubmit={submit}>
        <Field
          error={errors.query}
          hint="Describe the items you want, e.g. 'digital pianos under 1000 euros'."
          htmlFor={`${id}-query`}
          label="Query"
          required
        >
          <input
            aria-invalid={errors.query ? 'true' : 'false'}
            className="sg-input"
            id={`${id}-query`}
            type="text"
            {...register('query')}
          />
        </Field>
        <div className="tw:grid tw:grid-cols-1 tw:gap-4 tw:md:grid-cols-2">
          <Field
            error={errors.count}
            hint="1 to 100 items."
            htmlFor={`${id}-count`}
            label="Number of Items"
          >
            <input
              aria-invalid={errors.count ? 'true' : 'false'}
              className="sg-input"
              id={`${id}-count`}
              inputMode="numeric"
              max={100}
              min={1}
              step={1}
              type="number"
              {...register('count')}
            />
          </Field>
          <WeeksField
            error={errors.weeksToDistribute}
            id={`${id}-weeks`}
            registration={register('weeksToDistribute')}
          />
        </div>
        <div className="tw:flex tw:flex-wrap tw:justify-end tw:gap-2">
          <Button
            buttonStyle={items.length > 0 ? 'secondary' : 'primary'}
            disabled={listBusy || busy}
            margin={false}
            size="medium"
            type="submit"
          >
            {listBusy ? 'Generating...' : items.length > 0 ? 'Generate New List' : 'Generate List'}
          </Button>
        </div>
      </form>

      {items.length > 0 && (
        <section
          aria-label="Generated items"
          className="tw:flex tw:flex-col tw:gap-3 tw:border-t tw:border-elev-100 tw:pt-4"
        >
          <div className="tw:flex tw:flex-wrap tw:items-baseline tw:justify-between tw:gap-2">
            <h3 className="tw:m-0 tw:text-base tw:font-semibold">Generated Items</h3>
            <span
              aria-live="polite"
              className="tw:text-sm tw:text-elev-500"
              data-testid="generated-list-count"
            >
              {describeInputList(list)}
            </span>
          </div>
          <ol className="tw:m-0 tw:flex tw:max-h-72 tw:flex-col tw:gap-2 tw:overflow-y-auto tw:p-0 tw:list-none">
            {items.map((item, index) => (
              <li className="tw:flex tw:items-center tw:gap-2" key={index}>
                <span className="tw:w-7 tw:shrink-0 tw:text-right tw:text-sm tw:text-elev-500">
                  {index + 1}.
                </span>
                <input
                  aria-label={`Item ${index + 1}`}
                  className="sg-input"
                  onChange={(event) =>
                    setItems((current) =>
                      current.map((value, i) => (i === index ? event.target.value : value)),
                    )
                  }
                  type="text"
                  value={item}
                />
                <button
                  aria-label={`Remove item ${index + 1}`}
                  className="tw:shrink-0 tw:cursor-pointer tw:rounded tw:border-0 tw:bg-transparent tw:px-2 tw:text-lg tw:leading-none tw:text-elev-500 tw:hover:text-error-500"
                  onClick={() => setItems((current) => current.filter((_, i) => i !== index))}
                  title="Remove"
                  type="button"
                >
                  ×
                </button>
              </li>
            ))}
          </ol>
          <div>
            <Button
              buttonStyle="subtle"
              margin={false}
              onClick={() => setItems((current) => [...current, ''])}
              size="small"
            >
              Add Item
            </Button>
          </div>
          <Field
            hint="Each item becomes this field's value in a new record."
            htmlFor={`${id}-target`}
            label="Target Field"
            required
          >
            <select
              className="sg-select"
              id={`${id}-target`}
              onChange={(event) => setTargetField(event.target.value)}
              value={targetField}
            >
              {fields.map((field) => (
                <option key={field.id} value={field.name}>
                  {field.name}
                  {field.isPrimary ? ' (primary)' : ''}
                </option>
              ))}
            </select>
          </Field>
        </section>
      )}

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
        {items.length > 0 && (
          <>
            <Button
              buttonStyle="secondary"
              disabled={busy || list.items.length === 0}
              margin={false}
              onClick={() => {
                const weeks = listFormSchema.shape.weeksToDistribute.safeParse(
                  getValues('weeksToDistribute'),
                )
                onUseInManualList(list.items, weeks.success ? weeks.data : undefined)
              }}
              size="medium"
            >
              Use in Manual List
            </Button>
            <Button
              buttonStyle="primary"
              disabled={busy || listBusy || list.items.length === 0 || !targetField}
              margin={false}
              onClick={() => void generateRecords()}
              size="medium"
            >
              {busy ? 'Generating...' : 'Generate Records'}
            </Button>
          </>
        )}
      </div>
    </div>
  )
}
