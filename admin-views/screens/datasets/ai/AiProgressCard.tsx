'use client'
import React from 'react'

import type { AiJob, AiOperation } from '../../../hooks/progressMessages'
import { IconButton } from '../../../ui/IconButton'
import { CancelRunButton, ResumeRunButton } from '../../../ui/RunButtons'
import { AiStatusBadge } from '../../aiLogs/AiStatusBadge'

const OPERATION_LABELS: Record<AiOperation, string> = {
  batch_generation: 'Record generation',
  field_generation: 'AI field filling',
  list_generation: 'List generation',
  csv_import: 'CSV import',
}

/** The status colours of spec section 4, as the AI logs show them. */
const barColour = (job: AiJob) => {
  if (job.status === 'completed') return 'tw:bg-green-600'
  if (job.status === 'failed') return 'tw:bg-error-500'
  if (job.status === 'in_progress') return 'tw:bg-yellow-500'
  return 'tw:bg-blue-500'
}

const percent = (job: AiJob) => {
  if (job.status === 'completed') return 100
  if (!job.total) return 0
  return Math.min(100, Math.round((job.processed / job.total) * 100))
}

/** The runs a card can stop and resume (POST /api/ai-logs/:id/cancel, /resume): batches and fills. */
const CONTROLLED: AiOperation[] = ['batch_generation', 'field_generation']

type Props = {
  job: AiJob
  onCancel: () => void
  onDismiss: () => void
  onResume: () => void
  resuming: boolean
  /** Cancel was asked: the run ends once the calls under way answer. */
  stopping: boolean
}

/**
 * One run's live card: operation, dataset, status, processed / total, current item, message and error;
 * Cancel run while a batch or fill runs, Resume once it failed or was cancelled, × once finished.
 */
export const AiProgressCard = ({
  job,
  onCancel,
  onDismiss,
  onResume,
  resuming,
  stopping,
}: Props) => {
  const label = OPERATION_LABELS[job.operation] ?? job.operation
  const finished = job.status === 'completed' || job.status === 'failed'
  const value = percent(job)
  const controlled = CONTROLLED.includes(job.operation)
  const running = job.status === 'started' || job.status === 'in_progress'
  const subject = `${label}${job.datasetName ? ` of ${job.datasetName}` : ''}`
  return (
    <article
      aria-label={`${label} progress`}
      className="tw:flex tw:min-w-0 tw:flex-col tw:gap-2 tw:rounded-xl tw:border tw:border-elev-150 tw:bg-surface tw:p-4"
      data-log-id={job.logId}
      data-status={job.status}
      data-testid="ai-progress-card"
    >
      <div className="tw:flex tw:items-start tw:justify-between tw:gap-2">
        <div className="tw:min-w-0">
          <h3 className="tw:m-0 tw:text-base tw:font-semibold">{label}</h3>
          {job.datasetName && (
            <p className="tw:m-0 tw:truncate tw:text-sm tw:text-elev-500">{job.datasetName}</p>
          )}
        </div>
        <div className="tw:flex tw:shrink-0 tw:items-center tw:gap-1">
          <AiStatusBadge status={job.status} />
          {finished && (
            <IconButton label={`Dismiss ${label.toLowerCase()} progress`} onClick={onDismiss}>
              ×
            </IconButton>
          )}
        </div>
      </div>
      <div className="tw:flex tw:items-center tw:justify-between tw:gap-2 tw:text-sm tw:text-elev-600">
        <span>
          {job.processed} / {job.total} processed
        </span>
        <span>{value}%</span>
      </div>
      <div
        aria-label={`${label} progress`}
        aria-valuemax={100}
        aria-valuemin={0}
        aria-valuenow={value}
        className="tw:h-2 tw:w-full tw:overflow-hidden tw:rounded-full tw:bg-elev-100"
        role="progressbar"
      >
        <div
          className={`tw:h-full tw:rounded-full tw:transition-all tw:duration-300 ${barColour(job)}`}
          style={{ width: `${value}%` }}
        />
      </div>
      {job.currentItem && !finished && (
        <p className="tw:m-0 tw:truncate tw:text-sm">
          <span className="tw:text-elev-500">Current item: </span>
          {job.currentItem}
        </p>
      )}
      {job.message && (
        <p className="tw:m-0 tw:text-sm tw:break-words tw:text-elev-600">{job.message}</p>
      )}
      {job.error && (
        <p
          className="tw:m-0 tw:rounded-md tw:bg-error-50 tw:p-2 tw:text-sm tw:break-words tw:text-error-750"
          role="alert"
        >
          {job.error}
        </p>
      )}
      {controlled && (running || job.status === 'failed') && (
        <div className="tw:flex tw:flex-wrap tw:justify-end tw:gap-2 tw:border-t tw:border-elev-100 tw:pt-3">
          {running ? (
            <CancelRunButton busy={stopping} onClick={onCancel} subject={subject} />
          ) : (
            <ResumeRunButton busy={resuming} onClick={onResume} subject={subject} />
          )}
        </div>
      )}
    </article>
  )
}
