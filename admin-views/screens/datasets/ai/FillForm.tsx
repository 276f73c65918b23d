'use client'
import React, { useEffect, useState } from 'react'
import { Controller, useWatch } from 'react-hook-form'

import { aiFillSchema } from '../../../../src/schemas/ai'
import type { DatasetReply } from '../../../../src/schemas/datasets'
import type { FieldReply } from '../../../../src/schemas/fields'
import { ApiError, errorMessage } from '../../../lib/api'
import { fieldBinder, useSchemaForm } from '../../../lib/form'
import { truncate } from '../../../lib/format'
import { Checkbox } from '../../../ui/Checkbox'
import { FieldError } from '../../../ui/FieldError'
import { FormSection } from '../../../ui/FormSection'
import { Notice } from '../../../ui/Notice'
import { TextField } from '../../../ui/TextField'
import { FillEstimateLine } from './FillEstimateLine'
import { useStartFill } from './useFillWithAi'
import type { FillBody } from './useFillWithAi'

type Values = { fields: string[]; overwrite: boolean; search: string }

type Props = {
  aiFields: FieldReply[]
  dataset: Pick<DatasetReply, 'id' | 'name'>
  /** The form's id: the dialog's Start button submits it. */
  formId: string
  onBusy: (busy: boolean) => void
  onStarted: () => void
}

const CHOICES = [
  {
    description: 'Records keep the values they have; only empty fields are asked for.',
    label: 'Only empty values',
    value: false,
  },
  {
    description: 'Every chosen field is generated again on every record in scope.',
    label: 'All records (replace existing values)',
    value: true,
  },
] as const

/** Which AI fields, only empty values or all, and which records: the estimate follows every choice. */
export const FillForm = ({ aiFields, dataset, formId, onBusy, onStarted }: Props) => {
  const [problem, setProblem] = useState<null | { message: string; notConfigured: boolean }>(null)
  const form = useSchemaForm<Values>(aiFillSchema, {
    fields: aiFields.map((field) => field.name),
    overwrite: false,
    search: '',
  })
  const watched = useWatch({ control: form.control })
  const body: FillBody = {
    fields: (watched.fields ?? []).filter((name): name is string => typeof name === 'string'),
    overwrite: watched.overwrite === true,
    search: watched.search?.trim() || undefined,
  }
  const [records, setRecords] = useState(0)
  const start = useStartFill(dataset, {
    onError: (error) =>
      setProblem({
        message: errorMessage(error, 'Failed to fill fields with AI'),
        notConfigured: error instanceof ApiError && error.status === 503,
      }),
    onSuccess: (reply) => {
      if (reply.logId) onStarted()
    },
  })
  useEffect(() => onBusy(start.isPending), [onBusy, start.isPending])
  const field = fieldBinder(form, formId, start.isPending)
  const fieldsError = form.formState.errors.fields

  const submit = form.handleSubmit((values) => {
    setProblem(null)
    const search = values.search?.trim()
    start.mutate({
      body: { fields: values.fields, overwrite: values.overwrite, search: search || undefined },
      records,
    })
  })

  return (
    <form className="tw:flex tw:flex-col tw:gap-4" id={formId} noValidate onSubmit={submit}>
      {problem && (
        <Notice testId="ai-problem" tone={problem.notConfigured ? 'warning' : 'error'}>
          <p className="tw:m-0 tw:font-semibold">
            {problem.notConfigured ? 'AI is not available' : 'The AI request failed'}
          </p>
          <p className="tw:m-0 tw:mt-1 tw:text-sm tw:break-words">{problem.message}</p>
        </Notice>
      )}
      <Controller
        control={form.control}
        name="fields"
        render={({ field: { onChange, value } }) => (
          <FormSection
            describedBy={fieldsError ? `${formId}-fields-error` : undefined}
            legend="Fields to fill"
          >
            {aiFields.map((aiField) => (
              <Checkbox
                checked={value.includes(aiField.name)}
                description={truncate(aiField.aiPrompt, 160)}
                disabled={start.isPending}
                key={aiField.id}
                label={aiField.name}
                // Kept in display order: the AI asks them one after another.
                onChange={(event) =>
                  onChange(
                    aiFields
                      .map((f) => f.name)
                      .filter((name) =>
                        name === aiField.name ? event.target.checked : value.includes(name),
                      ),
                  )
                }
                title={aiField.aiPrompt ?? undefined}
              />
            ))}
            <FieldError error={fieldsError} id={`${formId}-fields-error`} />
          </FormSection>
        )}
      />
      <Controller
        control={form.control}
        name="overwrite"
        render={({ field: { onChange, value } }) => (
          <FormSection legend="Which values">
            {CHOICES.map((choice) => (
              <label className="tw:flex tw:items-start tw:gap-2" key={choice.label}>
                <input
                  checked={value === choice.value}
                  className="tw:mt-1"
                  disabled={start.isPending}
                  name={`${formId}-overwrite`}
                  onChange={() => onChange(choice.value)}
                  type="radio"
                />
                <span className="tw:flex tw:flex-col">
                  <span className="tw:font-medium">{choice.label}</span>
                  <span className="tw:text-sm tw:text-elev-500">{choice.description}</span>
                </span>
              </label>
            ))}
          </FormSection>
        )}
      />
      <TextField
        {...field('search')}
        autoComplete="off"
        hint="Only the records with this text in any of their values, as the Records search finds them. Leave it empty for every record."
        label="Filter records (optional)"
        type="search"
      />
      <FillEstimateLine body={body} datasetId={dataset.id} onRecords={setRecords} />
    </form>
  )
}
