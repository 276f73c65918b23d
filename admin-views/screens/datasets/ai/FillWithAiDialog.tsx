'use client'
import { Button } from '@payloadcms/ui'
import { useQuery } from '@tanstack/react-query'
import React, { useId } from 'react'

import type { FieldReply } from '../../../../src/schemas/fields'
import { useAiProgress } from '../../../hooks/useAiProgress'
import { LoadError, Loading } from '../../../ui/Card'
import { Dialog } from '../../../ui/Dialog'
import { Notice } from '../../../ui/Notice'
import { SubmitButton } from '../../../ui/SubmitButton'
import { CancelButton } from '../../../ui/CancelButton'
import type { DatasetDialogProps } from '../datasetDialog'
import { FillForm } from './FillForm'

const NO_AI_PROMPTS =
  'This dataset has no fields with AI prompts. Please edit the dataset fields and add AI prompts to enable AI generation.'

const TITLE = 'Fill with AI'

/**
 * Fill with AI: the AI prompts of a dataset's fields run over its existing records (POST
 * /api/datasets/:id/ai-fill), the run then followed in the page's progress cards. Mounted only while
 * open, so every opening starts from the default choices and a fresh estimate.
 */
export const FillWithAiDialog = ({ dataset, onClose }: DatasetDialogProps) =>
  dataset ? <FillWithAiBody dataset={dataset} onClose={onClose} /> : null

const FillWithAiBody = ({
  dataset,
  onClose,
}: {
  dataset: NonNullable<DatasetDialogProps['dataset']>
  onClose: () => void
}) => {
  // The page's progress socket is open while the dialog is, so the run's first messages are not missed.
  useAiProgress()
  const formId = useId()
  const [busy, setBusy] = React.useState(false)
  const fieldsQuery = useQuery<FieldReply[]>({ queryKey: ['/api/datasets', dataset.id, 'fields'] })
  const fields = [...(fieldsQuery.data ?? [])].sort((a, b) => a.order - b.order)
  const aiFields = fields.filter((field) => field.aiPrompt && field.aiPrompt.trim() !== '')
  const ready = fieldsQuery.isSuccess && aiFields.length > 0
  const close = () => {
    if (!busy) onClose()
  }

  let content: React.ReactNode
  if (fieldsQuery.isLoading) content = <Loading label="Loading fields..." />
  else if (fieldsQuery.isError) content = <LoadError error={fieldsQuery.error} />
  else if (aiFields.length === 0)
    content = (
      <Notice role="status" tone="warning">
        {NO_AI_PROMPTS}
      </Notice>
    )
  else
    content = (
      <FillForm
        aiFields={aiFields}
        dataset={dataset}
        formId={formId}
        onBusy={setBusy}
        onStarted={onClose}
      />
    )

  return (
    <Dialog
      description={`Run the AI prompts of ${dataset.name}'s fields over its existing records.`}
      footer={
        ready ? (
          <>
            <CancelButton disabled={busy} onClick={close} />
            <SubmitButton disabled={busy} extraButtonProps={{ form: formId }}>
              {busy ? 'Starting...' : 'Start'}
            </SubmitButton>
          </>
        ) : (
          <Button buttonStyle="secondary" margin={false} onClick={close} size="medium">
            Close
          </Button>
        )
      }
      onClose={close}
      open
      size="lg"
      title={TITLE}
    >
      {content}
    </Dialog>
  )
}
