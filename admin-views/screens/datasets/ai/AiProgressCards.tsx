'use client'
import React, { useState } from 'react'

import { useAiProgress } from '../../../hooks/useAiProgress'
import { CancelRunDialog } from '../../aiLogs/CancelRunDialog'
import type { RunToCancel } from '../../aiLogs/CancelRunDialog'
import { useRunControls } from '../../aiLogs/useRunControls'
import { AiProgressCard } from './AiProgressCard'

/**
 * The live AI progress cards (spec admin-core §2 Dataset Management), fed by the WebSocket at
 * /ws/ai-progress: one card per run, started here or anywhere else, with its operation, status,
 * processed / total, current item, message and error. A running batch or fill can be cancelled and a
 * failed one resumed (as in AI Logs); finished cards can be dismissed.
 */
export const AiProgressCards = () => {
  const { connection, dismiss, jobs } = useAiProgress()
  const { cancel, resume } = useRunControls()
  const [cancelling, setCancelling] = useState<null | RunToCancel>(null)
  const [stopping, setStopping] = useState<Set<string>>(() => new Set())
  const mark = (logId: string, on: boolean) =>
    setStopping((ids) => {
      const next = new Set(ids)
      if (on) next.add(logId)
      else next.delete(logId)
      return next
    })
  if (jobs.length === 0) return null
  return (
    <section aria-label="AI progress" className="tw:flex tw:flex-col tw:gap-3">
      <div className="tw:flex tw:flex-wrap tw:items-center tw:justify-between tw:gap-2">
        <h2 className="tw:m-0 tw:text-lg tw:font-semibold">AI Progress</h2>
        {connection === 'lost' && (
          <span className="tw:text-sm tw:text-warning-750">
            Live updates paused: the connection was lost
          </span>
        )}
        {connection === 'reconnecting' && (
          <span className="tw:text-sm tw:text-elev-500">Reconnecting...</span>
        )}
      </div>
      <div className="tw:grid tw:grid-cols-1 tw:gap-3 tw:md:grid-cols-2 tw:xl:grid-cols-3">
        {jobs.map((job) => (
          <AiProgressCard
            job={job}
            key={job.logId}
            onCancel={() =>
              setCancelling({
                datasetName: job.datasetName,
                id: job.logId,
                // Only batches and fills have a Cancel button; an import's log is not an AI log.
                operation: job.operation === 'csv_import' ? null : job.operation,
              })
            }
            onDismiss={() => dismiss(job.logId)}
            onResume={() => {
              mark(job.logId, false)
              resume.mutate({ id: job.logId })
            }}
            resuming={resume.isPending && resume.variables?.id === job.logId}
            stopping={stopping.has(job.logId)}
          />
        ))}
      </div>
      <CancelRunDialog
        busy={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={(run) =>
          cancel.mutate(run, {
            onSettled: () => setCancelling(null),
            onSuccess: () => mark(run.id, true),
          })
        }
        run={cancelling}
      />
    </section>
  )
}
