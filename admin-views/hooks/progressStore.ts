import type { QueryClient } from '@tanstack/react-query'

import type { ProgressMessage } from '../../src/jobs/progress/types'
import { storedSessionId } from '../lib/api'
import { invalidateAfterAiRun } from '../lib/invalidateAfterAiRun'
import { notifyError } from '../lib/toast'
import type { AiJob, AiOperation, CompletionHandler } from './progressMessages'
import { isFinished, isProgressMessage, progressUrl } from './progressMessages'

/** Spec admin-core §9: up to 3 reconnects, 1 s times the attempt number; the caller hears of a completion 1 s later. */
const MAX_RECONNECTS = 3
const RECONNECT_DELAY_MS = 1000
const COMPLETION_DELAY_MS = 1000
const CONNECTION_LOST = 'WebSocket connection lost. Progress updates may be delayed.'
/** A connection that stays up this long counts as healthy again: the next drop gets 3 fresh attempts. */
const STABLE_AFTER_MS = 5000
/** Finished jobs beyond this many are forgotten, oldest first, so a long session does not pile up cards. */
const MAX_JOBS = 20
/** The toast of a failed run, by operation (spec admin-core §8 names the batch's and the list's). */
const FAILED_TITLES: Partial<Record<AiOperation, string>> = {
  field_generation: 'AI Field Filling Failed',
  list_generation: 'AI List Generation Failed',
}

/**
 * The page's one connection to `/ws/ai-progress` (a module singleton shared by every `useAiProgress`):
 * opened while at least one component listens and a user is signed in, closed when the last one goes.
 * Keeps the latest message per logId, reconnects up to 3 times (1 s x attempt), then toasts that the
 * connection is lost. A completion is announced once per run, 1 s after its message; a failure with
 * an error is toasted once.
 */
class ProgressStore {
  private jobs: AiJob[] = []
  private listeners = new Set<() => void>()
  private completionHandlers = new Set<CompletionHandler>()
  private holders = 0
  private socket: null | WebSocket = null
  private attempts = 0
  private reconnectTimer: null | ReturnType<typeof setTimeout> = null
  private stableTimer: null | ReturnType<typeof setTimeout> = null
  private announced = new Set<string>()
  /** Runs this page cancelled: their end ('Cancelled by ...') is expected, not a failure to toast. */
  private cancelledHere = new Set<string>()
  private meta = new Map<string, { datasetId?: string; datasetName?: string }>()
  private connectedState: 'closed' | 'connecting' | 'lost' | 'open' | 'reconnecting' = 'closed'
  queryClient: null | QueryClient = null

  getJobs = (): AiJob[] => this.jobs

  getConnection = () => this.connectedState

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  onCompleted(handler: CompletionHandler) {
    this.completionHandlers.add(handler)
    return () => {
      this.completionHandlers.delete(handler)
    }
  }

  /** Keeps the connection open while held; the returned function lets go. */
  hold() {
    this.holders++
    if (this.holders === 1) this.connect()
    let released = false
    return () => {
      if (released) return
      released = true
      this.holders--
      if (this.holders === 0) this.disconnect()
    }
  }

  /**
   * A run this page started (its POST answered `{ logId }`): shown at once, before the first message
   * arrives, and remembered with its dataset so its completion refreshes that dataset's records.
   */
  track(
    logId: string,
    info: {
      datasetId?: string
      datasetName?: string
      message: string
      operation: AiOperation
      total?: number
    },
  ) {
    this.meta.set(logId, { datasetId: info.datasetId, datasetName: info.datasetName })
    const existing = this.jobs.find((job) => job.logId === logId)
    if (existing) {
      this.replace({ ...existing, datasetId: info.datasetId, datasetName: info.datasetName })
      return
    }
    this.replace({
      currentItem: null,
      datasetId: info.datasetId,
      datasetName: info.datasetName,
      error: null,
      logId,
      message: info.message,
      operation: info.operation,
      processed: 0,
      status: 'started',
      total: info.total ?? 0,
      updatedAt: Date.now(),
    })
  }

  /** A run this page asked to stop: its 'Cancelled by ...' end is not toasted as a failure. */
  expectCancel(logId: string) {
    this.cancelledHere.add(logId)
  }

  dismiss(logId: string) {
    this.jobs = this.jobs.filter((job) => job.logId !== logId)
    this.emit()
  }

  /** Applies one message from the server (exported for tests through `receive`). */
  receive(message: ProgressMessage) {
    const existing = this.jobs.find((job) => job.logId === message.logId)
    // Messages of one run arrive in order, but a tracked placeholder must never overwrite a later state.
    // A finished run runs again only when resumed, which starts over at 'started': announced anew.
    if (existing && isFinished(existing.status) && message.status === 'in_progress') return
    if (message.status === 'started') {
      this.announced.delete(message.logId)
      this.cancelledHere.delete(message.logId)
    }
    const meta = this.meta.get(message.logId) ?? {}
    const job: AiJob = { ...message, ...meta, updatedAt: Date.now() }
    this.replace(job)
    if (isFinished(message.status) && !this.announced.has(message.logId)) {
      this.announced.add(message.logId)
      if (message.status === 'failed' && message.error && !this.cancelledHere.has(message.logId)) {
        notifyError(FAILED_TITLES[message.operation] ?? 'AI Batch Generation Failed', message.error)
      }
      if (message.status === 'completed') {
        setTimeout(
          () => this.complete({ ...message, datasetId: meta.datasetId }),
          COMPLETION_DELAY_MS,
        )
      }
    }
  }

  private complete(message: ProgressMessage & { datasetId?: string }) {
    if (this.queryClient && message.operation !== 'list_generation') {
      void invalidateAfterAiRun(this.queryClient, message.datasetId)
    }
    for (const handler of this.completionHandlers) handler(message)
  }

  private replace(job: AiJob) {
    const others = this.jobs.filter((existing) => existing.logId !== job.logId)
    const next = [job, ...others]
    // Forget the oldest finished runs first; running ones always keep their card.
    while (next.length > MAX_JOBS) {
      const index = next.map((j) => isFinished(j.status)).lastIndexOf(true)
      if (index === -1) break
      next.splice(index, 1)
    }
    this.jobs = next
    this.emit()
  }

  private emit() {
    for (const listener of this.listeners) listener()
  }

  private setConnection(state: ProgressStore['connectedState']) {
    this.connectedState = state
    this.emit()
  }

  private connect() {
    if (typeof window === 'undefined' || this.socket) return
    this.setConnection('connecting')
    let socket: WebSocket
    try {
      socket = new WebSocket(progressUrl(window.location, storedSessionId()))
    } catch {
      this.scheduleReconnect()
      return
    }
    this.socket = socket
    socket.onopen = () => {
      // Attempts start over only once the connection has held (or brought a message): a server that
      // accepts and drops every connection at once still ends in 'connection lost' after 3 tries.
      this.stableTimer = setTimeout(() => (this.attempts = 0), STABLE_AFTER_MS)
      this.setConnection('open')
    }
    socket.onmessage = (event: MessageEvent) => {
      try {
        const parsed: unknown = JSON.parse(String(event.data))
        if (isProgressMessage(parsed)) {
          this.attempts = 0
          this.receive(parsed)
        }
      } catch {
        // Not a progress message: ignored.
      }
    }
    socket.onclose = () => {
      if (this.socket !== socket) return
      this.clearStableTimer()
      this.socket = null
      if (this.holders > 0) this.scheduleReconnect()
    }
  }

  private scheduleReconnect() {
    if (this.attempts >= MAX_RECONNECTS) {
      this.setConnection('lost')
      notifyError(CONNECTION_LOST)
      return
    }
    this.attempts++
    this.setConnection('reconnecting')
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null
      if (this.holders > 0) this.connect()
    }, RECONNECT_DELAY_MS * this.attempts)
  }

  private clearStableTimer() {
    if (this.stableTimer) clearTimeout(this.stableTimer)
    this.stableTimer = null
  }

  private disconnect() {
    this.clearStableTimer()
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer)
    this.reconnectTimer = null
    this.attempts = 0
    const socket = this.socket
    this.socket = null
    if (socket) {
      socket.onclose = null
      socket.onmessage = null
      socket.onopen = null
      socket.close()
    }
    this.setConnection('closed')
  }
}

export const progressStore = new ProgressStore()
