import OpenAI from 'openai'

/** A structured answer that did not parse or did not match its schema: worth asking again. */
export class MalformedAnswerError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'MalformedAnswerError'
  }
}

/** Rate limits, server errors, timeouts, dropped connections and malformed answers are retried; 4xx are not. */
export const isRetryable = (error: unknown): boolean => {
  if (error instanceof MalformedAnswerError) return true
  if (error instanceof OpenAI.APIConnectionError) return true
  if (error instanceof OpenAI.APIError)
    return error.status === 429 || error.status === 408 || (error.status ?? 0) >= 500
  return false
}

const MAX_WAIT_MS = 60_000

/** Retry-After as seconds or an HTTP date (and the `retry-after-ms` some servers send), in milliseconds. */
export const retryAfterMs = (
  headers: Headers | undefined,
  now = Date.now(),
): number | undefined => {
  const ms = Number(headers?.get('retry-after-ms'))
  if (headers?.get('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms
  const value = headers?.get('retry-after')
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/** The server's Retry-After when it sent one, else exponential backoff with jitter (0.5 s, 1 s, 2 s, ...). */
export const retryDelayMs = (error: unknown, attempt: number): number => {
  const headers =
    error instanceof OpenAI.APIError ? (error.headers as Headers | undefined) : undefined
  const asked = retryAfterMs(headers)
  if (asked !== undefined) return Math.min(asked, MAX_WAIT_MS)
  const base = 500 * 2 ** attempt
  return Math.min(base + Math.random() * base * 0.25, MAX_WAIT_MS)
}

/** Resolves after `ms`, or rejects with the signal's reason once it aborts. */
export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
