'use client'
import { Button } from '@payloadcms/ui'
import React, { useId, useState } from 'react'

import type { AiGenerateListInput } from '../../../../src/schemas/ai'
import { aiGenerateListSchema, aiRecordsSchema } from '../../../../src/schemas/ai'
import type { DatasetReply } from '../../../../src/schemas/datasets'
import type { FieldReply } from '../../../../src/schemas/fields'
import { fieldBinder, useSchemaForm } from '../../../lib/form'
import { ActionBar } from '../../../ui/ActionBar'
import { CancelButton } from '../../../ui/CancelButton'
import { IconButton } from '../../../ui/IconButton'
import { NumberField } from '../../../ui/NumberField'
import { TextField } from '../../../ui/TextField'
import { describeInputList, parseInputList } from './inputList'
import { TargetFieldSelect, WeeksField } from './ManualListTab'
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
  const form = useSchemaForm<ListValues>(
    listFormSchema,
    { count: 20, query: '', weeksToDistribute: 0 },
    { mode: 'onTouched' },
  )
  const { getValues, handleSubmit, register, trigger } = form
  const { errors } = form.formState
  const field = fieldBinder(form, id)
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
        <TextField
          hint="Describe the items you want, e.g. 'digital pianos under 1000 euros'."
          label="Query"
          required
          type="text"
          {...field('query')}
        />
        <div className="tw:grid tw:grid-cols-1 tw:gap-4 tw:md:grid-cols-2">
          <NumberField
            hint="1 to 100 items."
            label="Number of Items"
            max={100}
            min={1}
            {...field('count')}
          />
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
                <IconButton
                  className="tw:px-2"
                  danger
                  label={`Remove item ${index + 1}`}
                  onClick={() => setItems((current) => current.filter((_, i) => i !== index))}
                >
                  ×
                </IconButton>
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
          <TargetFieldSelect
            fields={fields}
            id={`${id}-target`}
            onChange={(event) => setTargetField(event.target.value)}
            value={targetField}
          />
        </section>
      )}

      <ActionBar>
        <CancelButton disabled={busy} onClick={onCancel} />
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
      </ActionBar>
    </div>
  )
}
