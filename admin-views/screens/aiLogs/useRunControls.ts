'use client'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import type { AiLogReply } from '../../../src/schemas/aiLogs'
import { progressStore } from '../../hooks/progressStore'
import { api, errorMessage } from '../../lib/api'
import { refreshPrefix } from '../../lib/refresh'
import { notify, notifyError } from '../../lib/toast'
import { operationLabel } from './aiLogText'

/** The run to act on, by its log id (an AI Logs card's log, or a progress card's run). */
type RunRef = Pick<AiLogReply, 'id'>

/**
 * Cancel and Resume of a run (POST /api/ai-logs/:id/cancel, /resume), each with its toast; both load
 * the logs again, so the cards show what the server now says.
 */
export const useRunControls = () => {
  const queryClient = useQueryClient()
  const refresh = () => refreshPrefix(queryClient, '/api/ai-logs')

  const cancel = useMutation({
    mutationFn: (log: RunRef) => {
      // Its end, 'Cancelled by ...', is what was asked for: not a failure to toast.
      progressStore.expectCancel(log.id)
      return api<AiLogReply>(`/api/ai-logs/${log.id}/cancel`, { method: 'POST' })
    },
    onError: (error) =>
      notifyError('Failed to cancel AI run', errorMessage(error, 'Failed to cancel AI run')),
    onSuccess: async (log) => {
      notify(
        log.status === 'failed'
          ? { description: operationLabel(log.operation), title: 'AI run cancelled' }
          : {
              description: 'It stops once the AI calls already sent have answered.',
              title: 'Cancelling AI run',
            },
      )
      await refresh()
    },
  })

  const resume = useMutation({
    mutationFn: (log: RunRef) =>
      api<AiLogReply>(`/api/ai-logs/${log.id}/resume`, { method: 'POST' }),
    onError: (error) =>
      notifyError('Failed to resume AI run', errorMessage(error, 'Failed to resume AI run')),
    onSuccess: async (log) => {
      notify({
        description: `${operationLabel(log.operation)} goes on at ${log.processedItems ?? 0} of ${log.totalItems ?? 0}.`,
        title: 'AI run resumed',
      })
      await refresh()
    },
  })

  return { cancel, resume }
}
