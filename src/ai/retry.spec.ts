import OpenAI from 'openai'
import { describe, expect, it } from 'vitest'

import { isRetryable, MalformedAnswerError, retryAfterMs, retryDelayMs } from './retry'

const apiError = (status: number, headers: Record<string, string> = {}) =>
  OpenAI.APIError.generate(status, { message: 'x' }, 'x', new Headers(headers))

describe('retry policy', () => {
  it('should retry rate limits, server errors, timeouts and malformed answers, not other client errors', () => {
    for (const error of [
      apiError(429),
      apiError(500),
      apiError(503),
      apiError(408),
      new OpenAI.APIConnectionTimeoutError(),
      new MalformedAnswerError('x'),
    ]) {
      expect(isRetryable(error)).toBe(true)
    }
    for (const error of [apiError(400), apiError(401), apiError(404), new Error('x')])
      expect(isRetryable(error)).toBe(false)
  })

  it('should read Retry-After as seconds or a date, and retry-after-ms', () => {
    const now = Date.parse('2025-01-01T00:00:00Z')
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }), now)).toBe(2000)
    expect(retryAfterMs(new Headers({ 'retry-after': 'Wed, 01 Jan 2025 00:00:05 GMT' }), now)).toBe(
      5000,
    )
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '150' }), now)).toBe(150)
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }), now)).toBeUndefined()
    expect(retryAfterMs(undefined)).toBeUndefined()
  })

  it('should wait what the server asked (capped at 60 s), else back off exponentially', () => {
    expect(retryDelayMs(apiError(429, { 'retry-after': '3' }), 0)).toBe(3000)
    expect(retryDelayMs(apiError(429, { 'retry-after': '3600' }), 0)).toBe(60_000)
    const first = retryDelayMs(apiError(500), 0)
    const third = retryDelayMs(apiError(500), 2)
    expect(first).toBeGreaterThanOrEqual(500)
    expect(first).toBeLessThan(700)
    expect(third).toBeGreaterThanOrEqual(2000)
    expect(third).toBeLessThan(2600)
  })
})
