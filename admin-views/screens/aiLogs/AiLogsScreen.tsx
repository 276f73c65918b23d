'use client'
import { Button } from '@payloadcms/ui'
import { useQuery } from '@tanstack/react-query'
import React, { useEffect, useMemo, useState } from 'react'

import type { AiLogReply } from '../../../src/schemas/aiLogs'
import { useAdminTenant } from '../../providers/tenant'
import { PageFrame } from '../../shell/PageFrame'
import { EmptyState, LoadError } from '../../ui/Card'
import { Notice } from '../../ui/Notice'
import { CARD_GRID as GRID } from '../../ui/ItemCard'
import { AiLogCard, AiLogSkeleton } from './AiLogCard'
import { AiLogDetailsDialog } from './AiLogDetailsDialog'
import { AiLogFilters } from './AiLogFilters'
import { CancelRunDialog } from './CancelRunDialog'
import { isRunning } from './aiLogText'
import { useLiveLogs } from './useLiveLogs'
import { useRunControls } from './useRunControls'

/** A clock that ticks each second while `running`, for the durations of runs that go on. */
const useNow = (running: boolean) => {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!running) return
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [running])
  return now
}

const listUrl = ({ operation, status }: { operation: string; status: string }) => {
  const query = new URLSearchParams()
  if (status) query.set('status', status)
  if (operation) query.set('operation', operation)
  const text = query.toString()
  return text ? `/api/ai-logs?${text}` : '/api/ai-logs'
}

/**
 * AI Activity Logs (spec section 2.10): every AI run as a card, newest first, kept live over
 * /ws/ai-progress; filters by status and operation; the details dialog; Cancel on a running batch or
 * fill and Resume on a failed or cancelled one. Runs on datasets belong to no tenant (datasets are
 * shared), so with a tenant chosen the screen shows that tenant's runs and the dataset runs.
 */
export const AiLogsScreen = () => {
  const { selectedTenant, selectedTenantId, tenants } = useAdminTenant()
  const [filters, setFilters] = useState({ operation: '', status: '' })
  const query = useQuery<AiLogReply[]>({ queryKey: [listUrl(filters)] })
  const { connection, logs } = useLiveLogs({
    dataUpdatedAt: query.dataUpdatedAt,
    filters,
    logs: query.data,
    refetch: () => void query.refetch(),
  })
  const { cancel, resume } = useRunControls()
  const [detailsId, setDetailsId] = useState<null | string>(null)
  const [cancelling, setCancelling] = useState<AiLogReply | null>(null)
  const tenantNames = useMemo(() => new Map(tenants.map((t) => [t.id, t.name])), [tenants])

  const shown = useMemo(
    () =>
      logs?.filter(
        (log) => !selectedTenantId || log.tenantId === null || log.tenantId === selectedTenantId,
      ),
    [logs, selectedTenantId],
  )
  const now = useNow(!!shown?.some((log) => isRunning(log.status)))
  const details = shown?.find((log) => log.id === detailsId) ?? null
  const tenantOf = (log: AiLogReply) => (log.tenantId && tenantNames.get(log.tenantId)) || undefined
  const filtered = !!filters.status || !!filters.operation

  return (
    <PageFrame
      actions={
        <Button
          buttonStyle="secondary"
          disabled={query.isFetching}
          margin={false}
          onClick={() => void query.refetch()}
          size="medium"
        >
          {query.isFetching ? 'Refreshing...' : 'Refresh'}
        </Button>
      }
      subtitle={
        selectedTenant
          ? `AI runs for ${selectedTenant.name} and on the shared datasets, live as they go.`
          : 'Every AI run, live as it goes: what was asked and what the AI answered.'
      }
      title="AI Activity Logs"
    >
      <div className="tw:flex tw:flex-col tw:gap-4">
        {connection === 'lost' && (
          <Notice className="tw:px-4 tw:py-3" role="status" tone="warning">
            Live updates paused: the connection was lost. Refresh to see the latest state.
          </Notice>
        )}
        <AiLogFilters
          count={shown?.length}
          onChange={setFilters}
          running={shown?.filter((log) => isRunning(log.status)).length ?? 0}
          value={filters}
        />
        {query.isError ? (
          <LoadError error={query.error} />
        ) : !shown ? (
          <AiLogSkeleton />
        ) : shown.length === 0 ? (
          <EmptyState>
            <p className="tw:m-0 tw:text-lg tw:font-semibold tw:text-text">
              {filtered ? 'No AI runs match these filters' : 'No AI activity yet'}
            </p>
            <p className="tw:mt-1 tw:mb-0">
              {filtered
                ? 'Choose another status or operation, or show all runs.'
                : 'Runs appear here when records are generated with AI on the Datasets screen.'}
            </p>
          </EmptyState>
        ) : (
          <div className={GRID}>
            {shown.map((log) => (
              <AiLogCard
                key={log.id}
                log={log}
                now={now}
                onCancel={() => setCancelling(log)}
                onDetails={() => setDetailsId(log.id)}
                onResume={() => resume.mutate(log)}
                resuming={resume.isPending && resume.variables?.id === log.id}
                tenantName={tenantOf(log)}
              />
            ))}
          </div>
        )}
      </div>
      {details && (
        <AiLogDetailsDialog
          key={details.id}
          log={details}
          now={now}
          onClose={() => setDetailsId(null)}
          tenantName={tenantOf(details)}
        />
      )}
      <CancelRunDialog
        busy={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={(run) => cancel.mutate(run, { onSettled: () => setCancelling(null) })}
        run={cancelling}
      />
    </PageFrame>
  )
}
