'use client'
import { Button } from '@payloadcms/ui'
import { useQuery } from '@tanstack/react-query'
import React, { useEffect, useRef } from 'react'

import type { AiLogReply } from '../../../src/schemas/aiLogs'
import { formatDateTime } from '../../lib/format'
import { CodeBlock } from '../../ui/CodeBlock'
import { Detail } from '../../ui/Detail'
import { Dialog } from '../../ui/Dialog'
import { Notice } from '../../ui/Notice'
import { AiStatusBadge } from './AiStatusBadge'
import { elapsed, formatDuration, operationLabel } from './aiLogText'
import { AiResponses } from './AiResponses'

type Props = {
  /** The log as the list shows it (kept live); the dialog also loads it afresh. */
  log: AiLogReply | null
  now: number
  onClose: () => void
  tenantName?: string
}

const json = (value: unknown) => JSON.stringify(value ?? null, null, 2)

const Section = ({ children, title }: { children: React.ReactNode; title: string }) => (
  <section className="tw:flex tw:flex-col tw:gap-2">
    <h3 className="tw:m-0 tw:text-base tw:font-semibold">{title}</h3>
    {children}
  </section>
)

/**
 * Everything one AI run kept (spec section 2.10): its facts, the error message, the request it worked
 * from and every response, loaded afresh from GET /api/ai-logs/:id when opened.
 */
export const AiLogDetailsDialog = ({ log, now, onClose, tenantName }: Props) => {
  const detail = useQuery<AiLogReply>({
    enabled: !!log,
    queryKey: [`/api/ai-logs/${log?.id ?? ''}`],
  })
  const { refetch } = detail
  const status = log?.status
  // Each change of status brings new responses (a run that ended, or was resumed): load them.
  const seen = useRef(status)
  useEffect(() => {
    if (seen.current === status) return
    seen.current = status
    void refetch()
  }, [refetch, status])
  if (!log) return null
  // The live card knows the latest state; the fresh load has the latest request and responses.
  const loaded = detail.data?.id === log.id ? detail.data : null
  const shown: AiLogReply = loaded
    ? { ...log, requestData: loaded.requestData, responses: loaded.responses }
    : log
  const label = operationLabel(shown.operation)
  return (
    <Dialog
      description={`Started ${formatDateTime(shown.startedAt)}`}
      footer={
        <Button buttonStyle="secondary" margin={false} onClick={onClose} size="medium">
          Close
        </Button>
      }
      onClose={onClose}
      open
      size="lg"
      title={`${label} details`}
    >
      <div className="tw:flex tw:flex-col tw:gap-5">
        <dl className="tw:m-0 tw:grid tw:grid-cols-2 tw:gap-4 tw:sm:grid-cols-3">
          <Detail label="Status">
            <AiStatusBadge status={shown.status} />
          </Detail>
          <Detail label="Dataset">{shown.datasetName ?? '—'}</Detail>
          {tenantName && <Detail label="Tenant">{tenantName}</Detail>}
          <Detail label="Processed">
            {shown.processedItems ?? 0} / {shown.totalItems ?? 0}
          </Detail>
          <Detail label="Duration">{formatDuration(elapsed(shown, now))}</Detail>
          <Detail label="Started">{formatDateTime(shown.startedAt)}</Detail>
          <Detail label="Completed">{formatDateTime(shown.completedAt)}</Detail>
          {shown.resumedAt && <Detail label="Resumed">{formatDateTime(shown.resumedAt)}</Detail>}
          {shown.cancelledBy && shown.status !== 'completed' && (
            // A stop asked as the last items finished leaves a completed run: nothing was cancelled.
            <Detail label={shown.status === 'failed' ? 'Cancelled by' : 'Cancel asked by'}>
              {shown.cancelledBy}
            </Detail>
          )}
          {shown.currentItem && <Detail label="Current item">{shown.currentItem}</Detail>}
        </dl>
        {shown.errorMessage && (
          <Section title="Error message">
            <Notice className="tw:p-3 tw:break-words" role="status" testId="ai-log-details-error">
              {shown.errorMessage}
            </Notice>
          </Section>
        )}
        <Section title="Request data">
          <CodeBlock label="Request data">{json(shown.requestData)}</CodeBlock>
        </Section>
        <Section title={`Responses (${shown.responses.length})`}>
          {detail.isError && (
            <Notice className="tw:p-3">
              Could not load the latest responses: {String(detail.error)}
            </Notice>
          )}
          <AiResponses responses={shown.responses} />
        </Section>
      </div>
    </Dialog>
  )
}
