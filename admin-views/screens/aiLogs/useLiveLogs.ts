'use client'
import { useEffect, useMemo, useRef } from 'react'

import type { AiLogReply } from '../../../src/schemas/aiLogs'
import type { AiJob } from '../../hooks/progressMessages'
import { useAiProgress } from '../../hooks/useAiProgress'
import { isRunning } from './aiLogText'

type Filters = { operation: string; status: string }

type Args = {
  /** When the list was loaded: only messages heard after it are newer than what it says. */
  dataUpdatedAt: number
  filters: Filters
  logs: AiLogReply[] | undefined
  /** Loads the list again (a run appeared, or one changed status in a way only the server can tell). */
  refetch: () => void
}

const isJobRun = (log: AiLogReply) =>
  log.operation === 'batch_generation' || log.operation === 'field_generation'

/** A loaded log as the latest progress message says it is now. */
const overlay = (log: AiLogReply, job: AiJob): AiLogReply => {
  const status = job.status
  // A failed run that runs again was resumed: its old end and stop request are gone.
  const resumed = log.status === 'failed' && isRunning(status)
  const cancelRequestedAt = resumed ? null : log.cancelRequestedAt
  return {
    ...log,
    cancelRequestedAt,
    cancellable: isJobRun(log) && isRunning(status) && !cancelRequestedAt,
    currentItem: job.currentItem,
    errorMessage: status === 'failed' ? (job.error ?? log.errorMessage) : null,
    processedItems: job.processed,
    resumable: isJobRun(log) && status === 'failed' && log.datasetId !== null,
    status,
    totalItems: job.total,
  }
}

const matches = (job: AiJob, filters: Filters) =>
  (!filters.status || filters.status === job.status) &&
  (!filters.operation || filters.operation === job.operation)

/**
 * The AI logs as loaded, kept live by `/ws/ai-progress` (the page's one progress socket): each card
 * takes the latest message of its run (status, processed, total, current item, error). A run the list
 * does not have yet, or a change of status only the server can complete (its end time, duration and
 * responses), loads the list again, once per run and status.
 */
export const useLiveLogs = ({ dataUpdatedAt, filters, logs, refetch }: Args) => {
  const { connection, jobs } = useAiProgress()
  const asked = useRef(new Set<string>())
  const refetchRef = useRef(refetch)
  useEffect(() => {
    refetchRef.current = refetch
  }, [refetch])

  // The socket also carries CSV imports, which have their own log (a dataset's import history).
  const fresh = useMemo(
    () => jobs.filter((job) => job.updatedAt > dataUpdatedAt && job.operation !== 'csv_import'),
    [dataUpdatedAt, jobs],
  )

  useEffect(() => {
    if (!logs) return
    const known = new Map(logs.map((log) => [log.id, log]))
    const reload = fresh.some((job) => {
      const log = known.get(job.logId)
      const moved = log
        ? log.status !== job.status && !(log.status === 'started' && job.status === 'in_progress')
        : matches(job, filters)
      const key = `${job.logId}:${job.status}`
      if (!moved || asked.current.has(key)) return false
      asked.current.add(key)
      return true
    })
    if (reload) refetchRef.current()
  }, [filters, fresh, logs])

  const live = useMemo(() => {
    if (!logs) return undefined
    const latest = new Map(fresh.map((job) => [job.logId, job]))
    return logs.map((log) => {
      const job = latest.get(log.id)
      return job ? overlay(log, job) : log
    })
  }, [fresh, logs])

  return { connection, logs: live }
}
