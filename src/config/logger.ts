import { pino } from 'pino'
import type { Logger } from 'pino'

import { settings } from './settings'

let logger: Logger | undefined

/**
 * The one logger of a process: JSON lines on stdout (pino, Payload's own logger, which Payload is
 * given), at LOG_LEVEL. The supervisor of a cluster, the web processes, the AI worker and Payload
 * all write through it, so a log collector reads one format.
 */
export const appLogger = (): Logger =>
  (logger ??= pino({
    base: { pid: process.pid },
    level: settings().LOG_LEVEL,
    name: 'site-generator',
    timestamp: pino.stdTimeFunctions.isoTime,
  }))
