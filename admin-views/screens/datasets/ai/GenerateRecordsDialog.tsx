'use client'
import { Button } from '@payloadcms/ui'
import { useQuery } from '@tanstack/react-query'
import React, { useId, useState } from 'react'
import { useForm } from 'react-hook-form'

import { aiRecordsSchema } from '../../../../endpoints/schemas/ai'
import type { DatasetReply } from '../../../../endpoints/schemas/datasets'
import type { FieldReply } from '../../../../endpoints/schemas/fields'
import { ApiError, errorMessage } from '../../../lib/api'
import { schemaResolver } from '../../../lib/form'
import { truncate } from '../../../lib/format'
import { LoadError, Loading } from '../../../ui/Card'
import { Dialog } from '../../../ui/Dialog'
import { AiListTab } from './AiListTab'
import type { ManualValues } from './ManualListTab'
import { ManualListTab } from './ManualListTab'
import { useAiProgress } from './useAiProgress'
import { useGenerateRecords } from './useGenerateRecords'

export const NO_AI_PROMPTS =
  'This dataset has no fields with AI prompts. Please edit the dataset fields and add AI prompts to enable AI generation.'

type Props = { dataset: DatasetReply; onClose: () => void; open: boolean }

const TITLE = 'Generate Records with AI'

/** Generate Records with AI (tabs Manual List and AI Generated List) for one dataset. */
export const GenerateRecordsDialog = ({ dataset, onClose, open }: Props) =>
  // Mounted only while open, so every opening starts from empty forms.
  open ? <GenerateRecordsBody dataset={dataset} onClose={onClose} /> : null

const GenerateRecordsBody = ({ dataset, onClose }: Omit<Props, 'open'>) => {
  // The page's progress socket is open while the dialog is, so the run's first messages are not missed.
  useAiProgress()
  const fieldsQuery = useQuery<FieldReply[]>({ queryKey: ['/api/datasets', dataset.id, 'fields'] })
  const fields = [...(fieldsQuery.data ?? [])].sort((a, b) => a.order - b.order)
  const aiFields = fields.filter((field) => field.aiPrompt && field.aiPrompt.trim() !== '')
  const description = `Create records in ${dataset.name}: the AI fills every field that has an AI prompt.`

  let content: React.ReactNode
  if (fieldsQuery.isLoading) content = <Loading label="Loading fields..." />
  else if (fieldsQuery.isError) content = <LoadError error={fieldsQuery.error} />
  else if (aiFields.length === 0) {
    content = (
      <div className="tw:flex tw:flex-col tw:gap-4">
        <div
          className="tw:rounded-lg tw:border tw:border-warning-500 tw:bg-warning-100 tw:p-4 tw:text-warning-750"
          role="status"
        >
          {NO_AI_PROMPTS}
        </div>
        <div className="tw:flex tw:justify-end">
          <Button buttonStyle="secondary" margin={false} onClick={onClose} size="medium">
            Close
          </Button>
        </div>
      </div>
    )
  } else
    content = (
      <GenerateForms aiFields={aiFields} dataset={dataset} fields={fields} onClose={onClose} />
    )

  return (
    <Dialog description={description} onClose={onClose} open size="lg" title={TITLE}>
      {content}
    </Dialog>
  )
}

type Tab = 'list' | 'manual'

const GenerateForms = ({
  aiFields,
  dataset,
  fields,
  onClose,
}: {
  aiFields: FieldReply[]
  dataset: DatasetReply
  fields: FieldReply[]
  onClose: () => void
}) => {
  const id = useId()
  const [tab, setTab] = useState<Tab>('manual')
  const [problem, setProblem] = useState<null | { message: string; notConfigured: boolean }>(null)
  const primary = fields.find((field) => field.isPrimary)?.name ?? fields[0]?.name ?? ''

  const manualForm = useForm<ManualValues>({
    defaultValues: { inputList: '', targetField: primary, weeksToDistribute: 0 },
    mode: 'onTouched',
    resolver: schemaResolver<ManualValues>(aiRecordsSchema),
  })

  const showProblem = (fallback: string) => (error: unknown) =>
    setProblem({
      message: errorMessage(error, error instanceof Error ? error.message : fallback),
      notConfigured: error instanceof ApiError && error.status === 503,
    })

  const generateRecords = useGenerateRecords(dataset, {
    onError: showProblem('Failed to generate records with AI'),
    onSuccess: () => {
      manualForm.reset()
      onClose()
    },
  })

  const generate = (input: Parameters<typeof generateRecords.mutate>[0]) => {
    setProblem(null)
    generateRecords.mutate(input)
  }

  const moveToManualList = (items: string[], weeksToDistribute?: number) => {
    const current = manualForm.getValues('inputList').trim()
    manualForm.setValue(
      'inputList',
      current ? `${current}\n${items.join('\n')}` : items.join('\n'),
      { shouldDirty: true, shouldValidate: true },
    )
    if (weeksToDistribute !== undefined)
      manualForm.setValue('weeksToDistribute', weeksToDistribute, { shouldValidate: true })
    setTab('manual')
  }

  const tabs: { key: Tab; label: string }[] = [
    { key: 'manual', label: 'Manual List' },
    { key: 'list', label: 'AI Generated List' },
  ]
  const busy = generateRecords.isPending

  return (
    <div className="tw:flex tw:flex-col tw:gap-4">
      {problem && (
        <div
          className={`tw:rounded-lg tw:border tw:p-4 ${problem.notConfigured ? 'tw:border-warning-500 tw:bg-warning-100 tw:text-warning-750' : 'tw:border-error-500 tw:bg-error-50 tw:text-error-750'}`}
          data-testid="ai-problem"
          role="alert"
        >
          <p className="tw:m-0 tw:font-semibold">
            {problem.notConfigured ? 'AI is not available' : 'The AI request failed'}
          </p>
          <p className="tw:m-0 tw:mt-1 tw:text-sm tw:break-words">{problem.message}</p>
        </div>
      )}

      <div className="tw:flex tw:flex-wrap tw:items-center tw:gap-2 tw:text-sm">
        <span className="tw:text-elev-500">AI fills:</span>
        {aiFields.map((field) => (
          <span
            className="tw:rounded-full tw:bg-elev-100 tw:px-2.5 tw:py-0.5"
            key={field.id}
            title={field.aiPrompt ?? undefined}
          >
            <strong>{field.name}</strong>
            <span className="tw:text-elev-500"> · {truncate(field.aiPrompt, 30)}</span>
          </span>
        ))}
      </div>

      <div
        aria-label="Generation method"
        className="tw:flex tw:gap-1 tw:border-b tw:border-elev-150"
        role="tablist"
      >
        {tabs.map(({ key, label }) => {
          const selected = tab === key
          return (
            <button
              aria-controls={`${id}-${key}-panel`}
              aria-selected={selected}
              className={`tw:-mb-px tw:cursor-pointer tw:border-0 tw:border-b-2 tw:bg-transparent tw:px-4 tw:py-2 tw:text-base tw:font-medium ${selected ? 'tw:border-text tw:text-text' : 'tw:border-transparent tw:text-elev-500 tw:hover:text-text'}`}
              id={`${id}-${key}-tab`}
              key={key}
              onClick={() => setTab(key)}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
                const next = key === 'manual' ? 'list' : 'manual'
                setTab(next)
                document.getElementById(`${id}-${next}-tab`)?.focus()
              }}
              role="tab"
              tabIndex={selected ? 0 : -1}
              type="button"
            >
              {label}
            </button>
          )
        })}
      </div>

      <div
        aria-labelledby={`${id}-manual-tab`}
        hidden={tab !== 'manual'}
        id={`${id}-manual-panel`}
        role="tabpanel"
      >
        <ManualListTab
          busy={busy}
          fields={fields}
          form={manualForm}
          onCancel={onClose}
          onGenerate={generate}
        />
      </div>
      <div
        aria-labelledby={`${id}-list-tab`}
        hidden={tab !== 'list'}
        id={`${id}-list-panel`}
        role="tabpanel"
      >
        <AiListTab
          busy={busy}
          dataset={dataset}
          defaultTarget={primary}
          fields={fields}
          onCancel={onClose}
          onError={showProblem('Failed to generate list with AI')}
          onGenerate={generate}
          onStart={() => setProblem(null)}
          onUseInManualList={moveToManualList}
        />
      </div>
    </div>
  )
}
