/**
 * The product's rate limits (rate-limiter-flexible): fixed windows counted in this process's memory, or
 * in Redis when REDIS_URL is set, so every web process shares one count. When Redis fails, the
 * in-memory count answers until it is back (its insurance limiter), so a Redis outage never blocks a
 * sign-in nor lets the limits go.
 */
import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { settings } from '../../config/settings'

type Args = {
  /** Names the count (the Redis key prefix). */
  name: string
  points: number
  durationMs: number
}

const redisClients = new Map<string, Redis>()

/** One connection per Redis URL for every limiter of the process. */
const redisClient = (url: string): Redis => {
  let client = redisClients.get(url)
  if (!client) {
    // No offline queue: a command while Redis is down fails at once and the in-memory count answers.
    client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    client.on('error', () => {}) // ioredis reconnects by itself; without a listener it would crash the process
    redisClients.set(url, client)
  }
  return client
}

/** At most `points` per `durationMs` for each key. */
export const createRateLimiter = ({ durationMs, name, points }: Args): RateLimiterAbstract => {
  const duration = Math.max(1, Math.ceil(durationMs / 1000))
  const memory = new RateLimiterMemory({ duration, keyPrefix: name, points })
  const url = settings().REDIS_URL
  if (!url) return memory
  return new RateLimiterRedis({
    duration,
    insuranceLimiter: memory,
    keyPrefix: `sg:limit:${name}`,
    points,
    rejectIfRedisNotReady: true,
    storeClient: redisClient(url),
  })
}
