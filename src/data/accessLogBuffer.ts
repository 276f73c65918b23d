import type { Payload } from 'payload'

import { perPayload } from '../cache/perPayload'
import { settings } from '../config/settings'
import type { AccessRow } from './apiAccessRows'
import { insertAccessRows, pruneAccessRows } from './apiAccessRows'

/** Rows wait at most this long, or until this many are waiting, before they are written together. */
const FLUSH_AFTER_MS = 500
const FLUSH_AT_ROWS = 100

type Buffer = { rows: AccessRow[]; timer?: NodeJS.Timeout; writing: Promise<void> }

const buffers = perPayload((): Buffer => ({ rows: [], writing: Promise.resolve() }))

/**
 * Writes what is waiting, then trims the log to API_ACCESS_LOG_MAX_ENTRIES; writes run one after the
 * other. Resolves once every row recorded before the call is stored.
 */
export const flushAccessRows = (payload: Payload): Promise<void> => {
  const buffer = buffers(payload)
  clearTimeout(buffer.timer)
  buffer.timer = undefined
  const rows = buffer.rows.splice(0)
  buffer.writing = buffer.writing
    .then(async () => {
      if (rows.length === 0) return
      await insertAccessRows(payload, rows)
      await pruneAccessRows(payload, settings().API_ACCESS_LOG_MAX_ENTRIES)
    })
    .catch((error: unknown) =>
      payload.logger.error({ err: error, msg: `API access log: ${rows.length} rows not written` }),
    )
  return buffer.writing
}

/** Records one call; it is written with the others within half a second. */
export const recordAccessRow = (payload: Payload, row: AccessRow): void => {
  const buffer = buffers(payload)
  buffer.rows.push(row)
  if (buffer.rows.length >= FLUSH_AT_ROWS) void flushAccessRows(payload)
  else buffer.timer ??= setTimeout(() => void flushAccessRows(payload), FLUSH_AFTER_MS).unref()
}
