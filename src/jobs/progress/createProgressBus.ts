import type { Payload } from 'payload'

import { createDbProgressBus } from './dbProgressBus'
import { createRedisProgressBus } from './redisProgressBus'
import type { ProgressBus } from './types'
import { settings } from '../../config/settings'

/** Redis pub/sub when REDIS_URL is set, otherwise the database (AI_PROGRESS_POLL_MS, default 500 ms). */
export const createProgressBus = (payload: Payload): ProgressBus => {
  const url = settings().REDIS_URL
  if (url) return createRedisProgressBus({ url })
  return createDbProgressBus({ payload, pollMs: settings().AI_PROGRESS_POLL_MS })
}

let publisher: ProgressBus | undefined

/**
 * The bus this process publishes on, shared by every job and request in it (one Redis connection).
 * Subscribing is the web server's business: it makes its own bus and closes it on shutdown.
 */
export const progressPublisher = (payload: Payload): ProgressBus =>
  (publisher ??= createProgressBus(payload))

export const closeProgressPublisher = async () => {
  await publisher?.close()
  publisher = undefined
}
