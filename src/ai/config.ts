import { settings } from '../config/settings'
import { DomainError } from '../services/errors'

/** The AI settings (OPENAI_API_KEY, OPENAI_BASE_URL, AI_MODEL, AI_CONCURRENCY, AI_TIMEOUT_MS, AI_MAX_RETRIES). */
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

const AI_NOT_CONFIGURED =
  'AI is not configured: set OPENAI_API_KEY (and OPENAI_BASE_URL and AI_MODEL to use another OpenAI-compatible server), then restart'

/** The AI settings, or null when neither a key nor a server is set. */
export const readAiConfig = (): AiConfig | null => {
  const env = settings()
  const apiKey = env.OPENAI_API_KEY
  const baseURL = env.OPENAI_BASE_URL
  if (!apiKey && !baseURL) return null
  return {
    // Local servers (Ollama, vLLM) take any key; the SDK insists on one.
    apiKey: apiKey || 'not-needed',
    baseURL,
    model: env.AI_MODEL,
    concurrency: env.AI_CONCURRENCY,
    timeoutMs: env.AI_TIMEOUT_MS,
    maxRetries: env.AI_MAX_RETRIES,
  }
}

/** The settings, or the 503 every AI call answers without them. */
export const requireAiConfig = (): AiConfig => {
  const config = readAiConfig()
  if (!config) throw new DomainError('not_configured', AI_NOT_CONFIGURED)
  return config
}
