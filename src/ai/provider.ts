import OpenAI from 'openai'
import { z } from 'zod'

import { unsafeTextIn } from '../utilities/unsafeText'
import type { AiConfig } from './config'
import { readAiConfig, requireAiConfig } from './config'
import { isRetryable, MalformedAnswerError, retryDelayMs, sleep } from './retry'
import { createSemaphore } from './semaphore'

export type GenerateArgs<T> = {
  /** Names the answer's JSON schema for the model (letters, digits, _ and -). */
  name: string
  /** What the answer must be; sent as the JSON schema and checked on the way back. */
  schema: z.ZodType<T>
  system: string
  prompt: string
  /**
   * Aborts the wait for an AI slot and the waits between attempts (a run cancelled, a runner shutting
   * down); a call already sent is let finish.
   */
  signal?: AbortSignal
}

/** What services need of the AI: one structured answer per call. Tests hand in the real one, pointed at a fake server. */
export type AiProvider = {
  generate: <T>(args: GenerateArgs<T>) => Promise<T>
}

class AiProviderError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'AiProviderError'
  }
}

// One client per distinct setting: the SDK keeps connections alive, and tests change settings between files.
let cached: { key: string; client: OpenAI } | undefined
const clientFor = (config: AiConfig): OpenAI => {
  const key = `${config.apiKey}|${config.baseURL ?? ''}|${config.timeoutMs}`
  if (cached?.key !== key) {
    // Retries are ours (below): they also cover malformed answers, and their waits can be aborted.
    cached = {
      key,
      client: new OpenAI({
        apiKey: config.apiKey,
        baseURL: config.baseURL,
        maxRetries: 0,
        timeout: config.timeoutMs,
      }),
    }
  }
  return cached.client
}

const limiter = createSemaphore(() => readAiConfig()?.concurrency ?? 4)

const jsonSchemaOf = (schema: z.ZodType) => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    unrepresentable: 'any',
  }) as Record<string, unknown>
  return rest
}

const parseAnswer = <T>(schema: z.ZodType<T>, content: string | null | undefined): T => {
  let json: unknown
  try {
    json = JSON.parse(content ?? '')
  } catch {
    throw new MalformedAnswerError('The AI answered with something that is not JSON')
  }
  // Text no database stores as given (src/utilities/unsafeText.ts): retried like any malformed answer.
  if (unsafeTextIn(json) !== undefined)
    throw new MalformedAnswerError('The AI answer holds a NUL character or a lone surrogate')
  const parsed = schema.safeParse(json)
  if (!parsed.success)
    throw new MalformedAnswerError(
      `The AI answer does not match the expected shape: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
    )
  return parsed.data
}

const describe = (error: unknown): string => {
  if (error instanceof OpenAI.APIConnectionTimeoutError)
    return 'the AI server did not answer in time (AI_TIMEOUT_MS)'
  if (error instanceof OpenAI.APIConnectionError)
    return `the AI server could not be reached (${error.message})`
  if (error instanceof OpenAI.APIError)
    return `the AI server answered ${error.status ?? 'an error'}: ${error.message}`
  return (error as Error)?.message ?? String(error)
}

const callOnce = async <T>(
  config: AiConfig,
  { name, prompt, schema, system }: GenerateArgs<T>,
): Promise<T> => {
  const completion = await clientFor(config).chat.completions.create({
    model: config.model,
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: prompt },
    ],
    response_format: {
      type: 'json_schema',
      json_schema: { name, schema: jsonSchemaOf(schema), strict: true },
    },
  })
  return parseAnswer(schema, completion.choices[0]?.message?.content)
}

/**
 * The OpenAI SDK against OPENAI_BASE_URL (any OpenAI-compatible server). Each call asks for a JSON
 * schema answer, checks it with zod, retries 429, 5xx, timeouts and malformed answers with backoff
 * (Retry-After honoured), and holds one of AI_CONCURRENCY slots while it runs, retries included, so a
 * rate-limited server is not hammered by the other calls.
 */
export const createOpenAiProvider = (): AiProvider => ({
  generate: async <T>(args: GenerateArgs<T>): Promise<T> => {
    const config = requireAiConfig()
    return limiter.run(async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await callOnce(config, args)
        } catch (error) {
          if (!isRetryable(error) || attempt >= config.maxRetries) {
            const tries = attempt + 1
            throw new AiProviderError(
              `AI call failed after ${tries} attempt${tries === 1 ? '' : 's'}: ${describe(error)}`,
            )
          }
          await sleep(retryDelayMs(error, attempt), args.signal)
        }
      }
    }, args.signal)
  },
})
