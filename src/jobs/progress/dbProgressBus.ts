import type { Payload } from 'payload'

import type { JobLogCollection, ProgressBus, ProgressEvent } from './types'

type Args = { payload: Payload; pollMs: number }

/**
 * Rows written this long ago are read again on every tick: it covers clock differences between
 * processes and a write committed a little after its updatedAt. Re-reading is cheap (only the logs
 * that moved, through the updatedAt index) and `seq` keeps a message from going out twice.
 */
const OVERLAP_MS = 10_000

type LogRow = { id: string; progress?: unknown }

/** Every collection a job logs into (src/jobs/types), each polled; log ids are UUIDs, unique across them. */
const LOGS: JobLogCollection[] = ['ai-logs', 'import-runs']

const eventsOf = (row: LogRow): ProgressEvent[] => {
  const events = (row.progress as { events?: ProgressEvent[] } | null)?.events
  return Array.isArray(events) ? events : []
}

/**
 * Progress through the database: the job keeps its latest messages in its log row (ai-logs,
 * import-runs), and each web process polls the rows changed since its last tick. No extra service to
 * run; a message reaches the browser within one poll interval.
 */
export const createDbProgressBus = ({ payload, pollMs }: Args): ProgressBus => {
  const listeners = new Set<(event: ProgressEvent) => void>()
  const sent = new Map<string, { seq: number; seenAt: number }>()
  let timer: NodeJS.Timeout | undefined
  let ticking = false

  const tick = async () => {
    if (ticking) return
    ticking = true
    try {
      const now = Date.now()
      const windowStart = now - pollMs - OVERLAP_MS
      const since = { updatedAt: { greater_than_equal: new Date(windowStart).toISOString() } }
      const found = await Promise.all(
        LOGS.map(async (collection) => {
          const { docs } = await payload.find({
            collection,
            depth: 0,
            pagination: false,
            select: { progress: true },
            where: since,
          })
          return docs as LogRow[]
        }),
      )
      for (const row of found.flat()) {
        const last = sent.get(row.id)?.seq
        // A log seen for the first time sends only what happened within the window, not its history.
        const fresh = eventsOf(row).filter((e) =>
          last === undefined ? Date.parse(e.at) >= windowStart : e.seq > last,
        )
        for (const event of fresh) for (const listener of listeners) listener(event)
        const seq = Math.max(last ?? 0, ...eventsOf(row).map((e) => e.seq))
        sent.set(row.id, { seq, seenAt: now })
      }
      for (const [id, entry] of sent) if (now - entry.seenAt > 6 * OVERLAP_MS) sent.delete(id)
    } catch (error) {
      payload.logger.warn({ err: error, msg: 'AI progress poll failed; retrying on the next tick' })
    } finally {
      ticking = false
    }
  }

  return {
    publish: async () => {},
    subscribe: (listener) => {
      listeners.add(listener)
      timer ??= setInterval(() => void tick(), pollMs)
      timer.unref()
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && timer) {
          clearInterval(timer)
          timer = undefined
        }
      }
    },
    close: async () => {
      listeners.clear()
      if (timer) clearInterval(timer)
      timer = undefined
      while (ticking) await new Promise((resolve) => setTimeout(resolve, 10))
    },
  }
}
