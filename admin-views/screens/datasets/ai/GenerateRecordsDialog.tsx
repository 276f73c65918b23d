'use client'
import { Button } from '@payloadcms/ui'
import { useQuery } from '@tanstack/react-query'
import React, { useId, useState } from 'react'

import { aiRecordsSchema } from '../../../../src/schemas/ai'
import type { DatasetReply } from '../../../../src/schemas/datasets'
import type { FieldReply } from '../../../../src/schemas/fields'
import { useAiProgress } from '../../../hooks/useAiProgress'
import { ApiError, errorMessage } from '../../../lib/api'
import { useSchemaForm } from '../../../lib/form'
import { truncate } from '../../../lib/format'
import { LoadError, Loading } from '../../../ui/Card'
import type { OpenDialogProps } from '../../../ui/Dialog'
import { Dialog } from '../../../ui/Dialog'
import { Notice } from '../../../ui/Notice'
import { TabSections } from '../../../ui/Tabs'
import { AiListTab } from './AiListTab'
import type { ManualValues } from './ManualListTab'
import { ManualListTab } from './ManualListTab'
import { useGenerateRecords } from './useGenerateRecords'

const NO_AI_PROMPTS =
  'This dataset has no fields with AI prompts. Please edit the dataset fields and add AI prompts to enable AI generation.'

type Props = OpenDialogProps & { dataset: DatasetReply }

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
        <Notice role="status" tone="warning">
          {NO_AI_PROMPTS}
        </Notice>
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

const TABS: { id: Tab; label: string }[] = [
  { id: 'manual', label: 'Manual List' },
  { id: 'list', label: 'AI Generated List' },
]

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

  const manualForm = useSchemaForm<ManualValues>(
    aiRecordsSchema,
    { inputList: '', targetField: primary, weeksToDistribute: 0 },
    { mode: 'onTouched' },
  )

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

  const busy = generateRecords.isPending

  return (
    <div className="tw:flex tw:flex-col tw:gap-4">
      {problem && (
        <Notice testId="ai-problem" tone={problem.notConfigured ? 'warning' : 'error'}>
          <p className="tw:m-0 tw:font-semibold">
            {problem.notConfigured ? 'AI is not available' : 'The AI request failed'}
          </p>
          <p className="tw:m-0 tw:mt-1 tw:text-sm tw:break-words">{problem.message}</p>
        </Notice>
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

      <TabSections
        className="tw:contents"
        idPrefix={id}
        items={TABS}
        label="Generation method"
        onSelect={setTab}
        panels={{
          list: (
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
          ),
          manual: (
            <ManualListTab
              busy={busy}
              fields={fields}
              form={manualForm}
              onCancel={onClose}
              onGenerate={generate}
            />
          ),
        }}
        selected={tab}
      />
    </div>
  )
}
