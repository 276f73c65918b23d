/**
 * A small OpenAI-compatible server for tests and the AI benchmark: POST /v1/chat/completions answers
 * JSON built from the request's response_format JSON schema and its prompt, after a settable latency.
 * Failures can be queued (429 with Retry-After, 500, malformed answers) or made permanent. The
 * product's own client code talks to it unchanged, through OPENAI_BASE_URL.
 */
import http from 'node:http'

type Failure = { status: number; retryAfter?: number; message?: string } | 'malformed'

type ChatBody = {
  model?: string
  messages?: { role: string; content: string }[]
  response_format?: { type: string; json_schema?: { name: string; schema: JsonSchema } }
}
type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  anyOf?: JsonSchema[]
}

export type FakeOpenAI = {
  /** The base URL for OPENAI_BASE_URL, ending in /v1. */
  url: string
  latencyMs: number
  /** Every chat request received, in arrival order. */
  requests: { at: number; body: ChatBody; prompt: string }[]
  maxInFlight: number
  failNext: (...failures: Failure[]) => void
  /** Every request fails this way until set back to null. */
  failAlways: Failure | null
  /** Replaces the generated answer (return undefined to keep it). */
  respond?: (prompt: string, schema: JsonSchema | undefined) => unknown
  /** A latency of its own for some prompts (undefined: `latencyMs`). */
  latencyFor?: (prompt: string) => number | undefined
  /** Fails some prompts, every time (undefined: answer as usual). */
  failFor?: (prompt: string) => Failure | undefined
  reset: () => void
  close: () => Promise<void>
}

const firstNumber = (text: string) => Number(/\b(\d{1,3})\b/.exec(text)?.[1] ?? 3)
const subject = (prompt: string) => /for: (.+)/.exec(prompt)?.[1]?.split('\n')[0]?.trim() ?? 'Item'
const firstLine = (prompt: string) => prompt.split('\n')[0].trim()

/** A value of the schema's shape, made from the prompt so a test can tell which prompt produced it. */
const answerFor = (schema: JsonSchema | undefined, prompt: string, key = ''): unknown => {
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type
  if (schema?.anyOf) return answerFor(schema.anyOf[0], prompt, key)
  if (type === 'object') {
    return Object.fromEntries(
      Object.entries(schema?.properties ?? {}).map(([name, s]) => [
        name,
        answerFor(s, prompt, name),
      ]),
    )
  }
  if (type === 'array') {
    const count = key === 'tags' ? 2 : firstNumber(prompt)
    return Array.from({ length: count }, (_, i) => {
      const item = answerFor(schema?.items, prompt, `${key}#${i + 1}`)
      return typeof item === 'string' && key === 'items' ? `${subject(prompt)} ${i + 1}` : item
    })
  }
  if (type === 'number' || type === 'integer') return prompt.length
  if (type === 'boolean') return true
  const fieldType = /type (\w+)\.\)/.exec(prompt)?.[1]
  if (fieldType === 'email') return 'info@example.com'
  if (fieldType === 'url') return 'https://example.com/page'
  if (fieldType === 'date') return '2025-01-31'
  return key === 'value' ? `AI: ${firstLine(prompt)}` : `${key} for ${firstLine(prompt)}`
}

const completion = (content: string, model = 'fake') => ({
  id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [
    { index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } },
  ],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
})

export const startFakeOpenAI = async ({ latencyMs = 0 } = {}): Promise<FakeOpenAI> => {
  let inFlight = 0
  const queued: Failure[] = []

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers })
        res.end(JSON.stringify(body))
      }
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions'))
        return send(404, { error: { message: 'not found' } })
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as ChatBody
      const prompt = body.messages?.filter((m) => m.role === 'user').pop()?.content ?? ''
      fake.requests.push({ at: Date.now(), body, prompt })
      inFlight++
      fake.maxInFlight = Math.max(fake.maxInFlight, inFlight)
      await new Promise((resolve) =>
        setTimeout(resolve, fake.latencyFor?.(prompt) ?? fake.latencyMs),
      )
      inFlight--
      const failure = queued.shift() ?? fake.failFor?.(prompt) ?? fake.failAlways
      if (failure === 'malformed') return send(200, completion('{"value": this is not json'))
      if (failure) {
        const headers: Record<string, string> =
          failure.retryAfter !== undefined ? { 'retry-after': String(failure.retryAfter) } : {}
        return send(
          failure.status,
          {
            error: {
              message: failure.message ?? `fake failure ${failure.status}`,
              type: 'server_error',
            },
          },
          headers,
        )
      }
      const schema = body.response_format?.json_schema?.schema
      const answer = fake.respond?.(prompt, schema) ?? answerFor(schema, prompt)
      send(200, completion(JSON.stringify(answer), body.model))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }

  const fake: FakeOpenAI = {
    url: `http://127.0.0.1:${port}/v1`,
    latencyMs,
    requests: [],
    maxInFlight: 0,
    failNext: (...failures) => void queued.push(...failures),
    failAlways: null,
    reset: () => {
      queued.length = 0
      fake.failAlways = null
      fake.respond = undefined
      fake.latencyFor = undefined
      fake.failFor = undefined
      fake.requests = []
      fake.maxInFlight = 0
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  return fake
}
