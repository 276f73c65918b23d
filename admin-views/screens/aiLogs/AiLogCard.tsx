'use client'
import React from 'react'

import type { AiLogReply } from '../../../src/schemas/aiLogs'
import { formatDateTime } from '../../lib/format'
import { CARD, CARD_GRID as GRID } from '../../ui/ItemCard'
import { AiStatusBadge } from './AiStatusBadge'
import { elapsed, formatDuration, isRunning, operationLabel, percentDone } from './aiLogText'
import { CancelRunButton, ResumeRunButton } from '../../ui/RunButtons'
import { SmallButton } from '../../ui/SmallButton'

type Props = {
  log: AiLogReply
  /** The clock running cards count their duration by (ticks each second while any run goes on). */
  now: number
  onCancel: () => void
  onDetails: () => void
  onResume: () => void
  /** This card's resume is being sent. */
  resuming: boolean
  /** Whose run it is, when it has a tenant. */
  tenantName?: string
}

const Fact = ({
  children,
  label,
  wide,
}: {
  children: React.ReactNode
  label: string
  /** Across both columns. */
  wide?: boolean
}) => (
  <div className={`tw:flex tw:min-w-0 tw:flex-col ${wide ? 'tw:col-span-2' : ''}`}>
    <dt className="tw:text-xs tw:font-semibold tw:tracking-wide tw:text-elev-500 tw:uppercase">
      {label}
    </dt>
    <dd className="tw:m-0 tw:truncate tw:font-medium">{children}</dd>
  </div>
)

const ProgressBar = ({
  label,
  started,
  value,
}: {
  label: string
  /** Still waiting for its first item: blue, as its status. */
  started: boolean
  value: number
}) => (
  <div
    aria-label={`${label} progress`}
    aria-valuemax={100}
    aria-valuemin={0}
    aria-valuenow={value}
    aria-valuetext={`${value}%`}
    className="tw:h-2 tw:w-full tw:overflow-hidden tw:rounded-full tw:bg-elev-100"
    role="progressbar"
  >
    <div
      className={`tw:h-full tw:rounded-full tw:transition-all tw:duration-300 ${started ? 'tw:bg-blue-500' : 'tw:bg-yellow-500'}`}
      style={{ width: `${value}%` }}
    />
  </div>
)

/**
 * One AI run (spec section 2.10): operation, status in its colour, start time, dataset, processed over
 * total and duration; a progress bar and the current item while it runs; its error once failed. A
 * running batch or fill can be cancelled here, a failed or cancelled one resumed.
 */
export const AiLogCard = ({
  log,
  now,
  onCancel,
  onDetails,
  onResume,
  resuming,
  tenantName,
}: Props) => {
  const label = operationLabel(log.operation)
  const running = isRunning(log.status)
  const stopping = running && !!log.cancelRequestedAt
  const value = percentDone(log)
  // Which run a button acts on, for assistive tech: the cards' buttons read alike.
  const subject = `${label.toLowerCase()} started ${formatDateTime(log.startedAt)}`
  return (
    <article
      aria-label={`${label} ${formatDateTime(log.startedAt)}`}
      className={CARD}
      data-log-id={log.id}
      data-status={log.status ?? ''}
      data-testid="ai-log-card"
    >
      <div className="tw:flex tw:items-start tw:justify-between tw:gap-2">
        <div className="tw:min-w-0">
          <h2 className="tw:m-0 tw:truncate tw:text-lg tw:font-semibold">{label}</h2>
          <p className="tw:m-0 tw:text-sm tw:text-elev-500">
            Started{' '}
            <time dateTime={log.startedAt ?? undefined}>{formatDateTime(log.startedAt)}</time>
          </p>
        </div>
        <AiStatusBadge status={log.status} />
      </div>
      <dl className="tw:m-0 tw:grid tw:grid-cols-2 tw:gap-x-4 tw:gap-y-2 tw:text-sm">
        <Fact label="Dataset" wide={!tenantName}>
          {log.datasetName ?? (log.datasetId ? 'Deleted dataset' : '—')}
        </Fact>
        {tenantName && <Fact label="Tenant">{tenantName}</Fact>}
        <Fact label="Processed">
          <span data-testid="ai-log-processed">
            {log.processedItems ?? 0} / {log.totalItems ?? 0}
          </span>
        </Fact>
        <Fact label="Duration">
          <span data-testid="ai-log-duration">{formatDuration(elapsed(log, now))}</span>
        </Fact>
      </dl>
      {running && (
        <div className="tw:flex tw:flex-col tw:gap-1">
          <div className="tw:flex tw:justify-between tw:text-xs tw:text-elev-600">
            <span className="tw:truncate">
              {stopping
                ? 'Stopping after the calls under way...'
                : log.currentItem
                  ? `Current item: ${log.currentItem}`
                  : log.status === 'started'
                    ? 'Waiting for a runner...'
                    : 'Working...'}
            </span>
            <span>{value}%</span>
          </div>
          <ProgressBar label={label} started={log.status === 'started'} value={value} />
        </div>
      )}
      {log.status === 'failed' && log.errorMessage && (
        <p className="tw:m-0 tw:rounded-md tw:bg-error-50 tw:p-2 tw:text-sm tw:text-error-750">
          <span
            className="tw:line-clamp-3 tw:break-words"
            data-testid="ai-log-error"
            title={log.errorMessage}
          >
            {log.errorMessage}
          </span>
        </p>
      )}
      <div className="tw:mt-auto tw:flex tw:flex-wrap tw:justify-end tw:gap-2 tw:border-t tw:border-elev-100 tw:pt-3">
        <SmallButton label={`Details of ${subject}`} onClick={onDetails}>
          Details
        </SmallButton>
        {running && (log.cancellable || stopping) && (
          <CancelRunButton busy={stopping} onClick={onCancel} subject={subject} />
        )}
        {log.resumable && <ResumeRunButton busy={resuming} onClick={onResume} subject={subject} />}
      </div>
    </article>
  )
}

/** While the list loads: six cards of the grid's shape. */
export const AiLogSkeleton = () => (
  <div aria-busy="true" className={GRID} role="status">
    <span className="tw:sr-only">Loading AI logs...</span>
    {Array.from({ length: 6 }, (_, index) => (
      <div aria-hidden="true" className={`${CARD} tw:animate-pulse`} key={index}>
        <div className="tw:flex tw:justify-between">
          <div className="tw:h-5 tw:w-2/5 tw:rounded tw:bg-elev-100" />
          <div className="tw:h-5 tw:w-1/5 tw:rounded-full tw:bg-elev-100" />
        </div>
        <div className="tw:h-4 tw:w-3/5 tw:rounded tw:bg-elev-100" />
        <div className="tw:h-12 tw:w-full tw:rounded tw:bg-elev-100" />
        <div className="tw:mt-2 tw:h-8 tw:w-1/3 tw:self-end tw:rounded tw:bg-elev-100" />
      </div>
    ))}
  </div>
)
