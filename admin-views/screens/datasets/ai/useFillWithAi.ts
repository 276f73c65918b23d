'use client'
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'

import type { FillEstimate } from '../../../../src/schemas/ai'
import type { DatasetReply } from '../../../../src/schemas/datasets'
import { progressStore } from '../../../hooks/progressStore'
import { api, errorMessage } from '../../../lib/api'
import { notify, notifyError } from '../../../lib/toast'

/** The body of POST /api/datasets/:id/ai-fill and of its estimate. */
export type FillBody = { fields: string[]; overwrite: boolean; search?: string }
type StartReply = { logId: null | string; message: string }

const SEARCH_PAUSE_MS = 300

/** The value once it has stopped changing for a moment (the search box, typed letter by letter). */
const useSettled = <T>(value: T, ms: number) => {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [ms, value])
  return settled
}

/**
 * POST /api/datasets/:id/ai-fill/estimate for the dialog's choices, asked again as they change (the
 * search once typing pauses); the last answer stays shown while the next one loads. Not asked without
 * a chosen field: that is the form's own message.
 */
export const useFillEstimate = (datasetId: string, body: FillBody) => {
  const search = useSettled(body.search ?? '', SEARCH_PAUSE_MS)
  const settled: FillBody = { ...body, search: search.trim() || undefined }
  return useQuery<FillEstimate>({
    enabled: body.fields.length > 0,
    placeholderData: keepPreviousData,
    queryFn: () =>
      api<FillEstimate>(`/api/datasets/${datasetId}/ai-fill/estimate`, {
        body: settled,
        method: 'POST',
      }),
    queryKey: [`/api/datasets/${datasetId}/ai-fill/estimate`, settled],
    // An estimate is of the records as they are now: asked again on each opening.
    gcTime: 0,
  })
}

/**
 * POST /api/datasets/:id/ai-fill: toasts 'AI Fill Started' with the server's message and shows the
 * run's progress card at once (its completion refreshes the dataset's records).
 */
export const useStartFill = (
  dataset: Pick<DatasetReply, 'id' | 'name'>,
  {
    onError,
    onSuccess,
  }: { onError?: (error: unknown) => void; onSuccess?: (reply: StartReply) => void } = {},
) =>
  useMutation({
    mutationFn: ({ body }: { body: FillBody; records: number }) =>
      api<StartReply>(`/api/datasets/${dataset.id}/ai-fill`, { body, method: 'POST' }),
    onError: (error) => {
      notifyError('Error filling fields', errorMessage(error, 'Failed to fill fields with AI'))
      onError?.(error)
    },
    onSuccess: (reply, { records }) => {
      if (!reply.logId) {
        notify({ description: reply.message, title: 'Nothing to fill' })
      } else {
        notify({ description: reply.message, title: 'AI Fill Started' })
        progressStore.track(reply.logId, {
          datasetId: dataset.id,
          datasetName: dataset.name,
          message: reply.message,
          operation: 'field_generation',
          total: records,
        })
      }
      onSuccess?.(reply)
    },
  })
