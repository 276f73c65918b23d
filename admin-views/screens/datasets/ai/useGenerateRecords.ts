'use client'
import { useMutation } from '@tanstack/react-query'

import type { DatasetReply } from '../../../../src/schemas/datasets'
import { progressStore } from '../../../hooks/progressStore'
import { api, errorMessage } from '../../../lib/api'
import { notify, notifyError } from '../../../lib/toast'

export type GenerateRecordsInput = {
  inputList: string[]
  targetField: string
  weeksToDistribute: number
}
type StartReply = { logId: null | string; message: string }
type ListReply = { items: string[] }

/**
 * POST /api/datasets/:id/ai-records: toasts 'AI Records Generated' with the server's message and
 * shows the run's progress card at once (its completion refreshes the dataset's records).
 */
export const useGenerateRecords = (
  dataset: Pick<DatasetReply, 'id' | 'name'>,
  {
    onError,
    onSuccess,
  }: { onError?: (error: unknown) => void; onSuccess?: (reply: StartReply) => void } = {},
) =>
  useMutation({
    mutationFn: (input: GenerateRecordsInput) =>
      api<StartReply>(`/api/datasets/${dataset.id}/ai-records`, { body: input, method: 'POST' }),
    onError: (error) => {
      notifyError(
        'Error generating records',
        errorMessage(error, 'Failed to generate records with AI'),
      )
      onError?.(error)
    },
    onSuccess: (reply, input) => {
      notify({ description: reply.message, title: 'AI Records Generated' })
      if (reply.logId) {
        progressStore.track(reply.logId, {
          datasetId: dataset.id,
          datasetName: dataset.name,
          message: reply.message,
          operation: 'batch_generation',
          total: input.inputList.length,
        })
      }
      onSuccess?.(reply)
    },
  })

/** POST /api/datasets/:id/ai-generate-list: the items to review, and 'List Generated'. */
export const useGenerateList = (
  dataset: Pick<DatasetReply, 'id'>,
  {
    onError,
    onSuccess,
  }: { onError?: (error: unknown) => void; onSuccess?: (items: string[]) => void } = {},
) =>
  useMutation({
    mutationFn: (input: { count: number; query: string }) =>
      api<ListReply>(`/api/datasets/${dataset.id}/ai-generate-list`, {
        body: input,
        method: 'POST',
      }),
    onError: (error) => {
      notifyError('Error generating list', errorMessage(error, 'Failed to generate list with AI'))
      onError?.(error)
    },
    onSuccess: (reply) => {
      const items = Array.isArray(reply.items) ? reply.items : []
      notify({
        description: `${items.length} ${items.length === 1 ? 'item' : 'items'} generated: review them before generating records`,
        title: 'List Generated',
      })
      onSuccess?.(items)
    },
  })
