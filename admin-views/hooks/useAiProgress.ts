'use client'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useSyncExternalStore } from 'react'

import { useAdminAuth } from '../providers/auth'
import type { AiJob, CompletionHandler } from './progressMessages'
import { progressStore } from './progressStore'

const NO_JOBS: AiJob[] = []

type Options = {
  /**
   * Called 1 s after a run completes (spec admin-core §4), after the page's data it touched was
   * refreshed: the dataset's records and fields, the datasets list, dashboard stats, template cards.
   */
  onCompleted?: CompletionHandler
}

/**
 * Live AI progress from `/ws/ai-progress`: the latest message of every run this page has heard of
 * (started here or anywhere else), newest first. Every caller shares the page's one socket.
 */
export const useAiProgress = ({ onCompleted }: Options = {}) => {
  const { status } = useAdminAuth()
  const queryClient = useQueryClient()
  const handler = useRef(onCompleted)
  useEffect(() => {
    handler.current = onCompleted
  }, [onCompleted])

  useEffect(() => {
    progressStore.queryClient = queryClient
  }, [queryClient])

  useEffect(() => {
    if (status !== 'signed-in') return
    return progressStore.hold()
  }, [status])

  useEffect(() => progressStore.onCompleted((message) => handler.current?.(message)), [])

  const jobs = useSyncExternalStore(progressStore.subscribe, progressStore.getJobs, () => NO_JOBS)
  const connection = useSyncExternalStore(
    progressStore.subscribe,
    progressStore.getConnection,
    () => 'closed' as const,
  )

  return {
    connection,
    dismiss: (logId: string) => progressStore.dismiss(logId),
    jobs,
    track: progressStore.track.bind(progressStore),
  }
}
