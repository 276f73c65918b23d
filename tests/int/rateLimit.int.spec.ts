/**
 * The limiters' store: memory by default; Redis when REDIS_URL is set, shared by every process, and
 * memory again while Redis cannot be reached. Uses the Redis server at TEST_REDIS_URL
 * (redis://127.0.0.1:6379 by default); skipped when none answers.
 */
import crypto from 'node:crypto'

import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DomainError } from '../../src/services/errors'
import { consumeOrThrow } from '../../src/services/rateLimits/consumeOrThrow'
import { createRateLimiter } from '../../src/services/rateLimits/createRateLimiter'
import { setEnv } from './support/env'

const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
let probe: Redis | undefined
let hasRedis = false

beforeAll(async () => {
  probe = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  probe.on('error', () => {})
  hasRedis = await probe.connect().then(
    () => true,
    () => false,
  )
})

afterAll(async () => {
  if (hasRedis) await probe?.quit()
  setEnv({ REDIS_URL: undefined })
})

const name = () => `test-${crypto.randomBytes(4).toString('hex')}`

const refused = async (work: Promise<unknown>) => {
  try {
    await work
    return undefined
  } catch (error) {
    return error
  }
}

describe('createRateLimiter', () => {
  it('should count in memory without REDIS_URL, and refuse past the points with the time left', async () => {
    setEnv({ REDIS_URL: undefined })
    const limiter = createRateLimiter({ durationMs: 60_000, name: name(), points: 2 })
    expect(limiter).toBeInstanceOf(RateLimiterMemory)
    const take = () =>
      consumeOrThrow({ key: 'k', limiter, message: (ms) => `wait ${Math.ceil(ms / 1000)} s` })
    await take()
    await take()
    const error = await refused(take())
    expect(error).toBeInstanceOf(DomainError)
    expect((error as DomainError).problem).toBe('rate_limited')
    expect((error as DomainError).retryAfterSeconds).toBeGreaterThan(58)
    expect((error as DomainError).message).toMatch(/^wait (59|60) s$/)
    // Another key has its own count.
    await take().catch(() => {})
    await expect(
      consumeOrThrow({ key: 'other', limiter, message: () => '' }),
    ).resolves.toBeUndefined()
  })

  it('should share one count between processes through Redis', async (ctx) => {
    if (!hasRedis) return ctx.skip()
    setEnv({ REDIS_URL: redisUrl })
    const shared = name()
    // Two limiters of the same name stand for two web processes.
    const one = createRateLimiter({ durationMs: 60_000, name: shared, points: 3 })
    const two = createRateLimiter({ durationMs: 60_000, name: shared, points: 3 })
    expect(one).toBeInstanceOf(RateLimiterRedis)
    // Until the connection is up, the in-memory insurance counts: wait for Redis to hold the key.
    for (let i = 0; !(await probe!.exists(`sg:limit:${shared}:warm-up`)); i++) {
      if (i > 100) throw new Error('Redis never took the count')
      await one.consume('warm-up').catch(() => {})
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    await one.consume('k')
    await two.consume('k')
    await one.consume('k')
    expect(await refused(two.consume('k'))).toMatchObject({ remainingPoints: 0 })
    expect(Number(await probe!.get(`sg:limit:${shared}:k`))).toBe(4)
  })

  it('should keep limiting in memory while Redis cannot be reached', async () => {
    setEnv({ REDIS_URL: 'redis://127.0.0.1:1' })
    const limiter = createRateLimiter({ durationMs: 60_000, name: name(), points: 2 })
    expect(limiter).toBeInstanceOf(RateLimiterRedis)
    await limiter.consume('k')
    await limiter.consume('k')
    expect(await refused(limiter.consume('k'))).toMatchObject({ remainingPoints: 0 })
  })
})
