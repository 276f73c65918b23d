'use client'
import React from 'react'

import type { AiLogReply } from '../../../src/schemas/aiLogs'
import { formatDateTime } from '../../lib/format'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { operationLabel } from './aiLogText'

/** The run a Cancel button asks about: its log id, what it does, on which dataset, since when. */
export type RunToCancel = Pick<AiLogReply, 'id' | 'operation'> & {
  datasetName?: AiLogReply['datasetName']
  startedAt?: AiLogReply['startedAt']
}

type Props = {
  busy: boolean
  onClose: () => void
  onConfirm: (run: RunToCancel) => void
  run: null | RunToCancel
}

/** 'Cancel AI run': what stopping a run keeps, before it is asked (AI Logs and the progress cards). */
export const CancelRunDialog = ({ busy, onClose, onConfirm, run }: Props) => (
  <ConfirmDialog
    busy={busy}
    busyLabel="Cancelling..."
    cancelLabel="Keep running"
    confirmLabel="Cancel run"
    message={
      run && (
        <div className="tw:flex tw:flex-col tw:gap-2">
          <p className="tw:m-0">
            <strong>{operationLabel(run.operation)}</strong>
            {run.datasetName ? ` on ${run.datasetName}` : ''}
            {run.startedAt ? `, started ${formatDateTime(run.startedAt)}` : ''}.
          </p>
          <p className="tw:m-0">
            No new AI call starts; the calls already sent finish, and what they completed is kept.
            You can resume the run later from where it stopped.
          </p>
        </div>
      )
    }
    onCancel={() => {
      if (!busy) onClose()
    }}
    onConfirm={() => run && onConfirm(run)}
    open={run !== null}
    title="Cancel AI run"
  />
)
