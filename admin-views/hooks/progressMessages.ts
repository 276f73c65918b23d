import type { ProgressMessage } from '../../src/jobs/progress/types'

/**
 * What the progress socket carries and how the store reads it: a run's latest message, the page's
 * card of it, the socket's URL and the check that a message is one.
 */
export type AiOperation = ProgressMessage['operation']
export type AiStatus = ProgressMessage['status']

/** A job as the cards show it: its latest message, plus what the page knows about where it came from. */
export type AiJob = ProgressMessage & {
  datasetId?: string
  datasetName?: string
  updatedAt: number
}

export type CompletionHandler = (message: ProgressMessage & { datasetId?: string }) => void

export const progressUrl = (
  location: Pick<Location, 'host' | 'protocol'>,
  sessionId: null | string,
): string => {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws'
  const query = sessionId ? `?sessionId=${encodeURIComponent(sessionId)}` : ''
  return `${scheme}://${location.host}/ws/ai-progress${query}`
}

export const isFinished = (status: AiStatus) => status === 'completed' || status === 'failed'

const STATUS_RANK: Record<AiStatus, number> = {
  started: 0,
  in_progress: 1,
  completed: 2,
  failed: 2,
}

export const isProgressMessage = (value: unknown): value is ProgressMessage => {
  if (!value || typeof value !== 'object') return false
  const m = value as Record<string, unknown>
  return (
    typeof m.logId === 'string' &&
    typeof m.status === 'string' &&
    m.status in STATUS_RANK &&
    typeof m.operation === 'string'
  )
}
