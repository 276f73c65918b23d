import { HttpError } from '../http/HttpError'

/**
 * AI settings, read from the environment at call time (never at import) so a test, or an operator
 * restarting with new variables, changes them without touching the code that reads them.
 */
export type AiConfig = {
  apiKey: string
  baseURL: string | undefined
  model: string
  /** Calls in flight at once in this process. */
  concurrency: number
  timeoutMs: number
  /** Attempts after the first, on 429, 5xx, timeouts and malformed answers. */
  maxRetries: number
}

export const AI_NOT_CONFIGURED =
  'AI is not configured: set OPENAI_API_KEY (and OPENAI_BASE_URL and AI_MODEL to use another OpenAI-compatible server), then restart'

/** A whole number of at least `min` from the environment, or the fallback when unset or unreadable. */
export const envInt = (value: string | undefined, fallback: number, min = 1): number => {
  if (value === undefined || value.trim() === '') return fallback
  const n = Math.floor(Number(value))
  return Number.isFinite(n) && n >= min ? n : fallback
}

/** The AI settings, or null when neither a key nor a server is set. */
export const readAiConfig = (env: NodeJS.ProcessEnv = process.env): AiConfig | null => {
  const apiKey = env.OPENAI_API_KEY?.trim()
  const baseURL = env.OPENAI_BASE_URL?.trim() || undefined
  if (!apiKey && !baseURL) return null
  return {
    // Local servers (Ollama, vLLM) take any key; the SDK insists on one.
    apiKey: apiKey || 'not-needed',
    baseURL,
    model: env.AI_MODEL?.trim() || 'gpt-4o-mini',
    concurrency: envInt(env.AI_CONCURRENCY, 4),
    timeoutMs: envInt(env.AI_TIMEOUT_MS, 60_000),
    maxRetries: envInt(env.AI_MAX_RETRIES, 3, 0),
  }
}

/** The settings, or the 503 every AI call answers without them. */
export const requireAiConfig = (): AiConfig => {
  const config = readAiConfig()
  if (!config) throw new HttpError(503, AI_NOT_CONFIGURED)
  return config
}
