import type { Payload } from 'payload'
import WebSocket from 'ws'

import type { FakeOpenAI } from './fakeOpenAI'
import { setEnv } from './env'

/** Points the product's AI client at the fake server (the settings are read at call time). */
export const useFakeOpenAI = (fake: FakeOpenAI, extra: Record<string, string> = {}) => {
  setEnv({
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: fake.url,
    AI_MODEL: 'fake-model',
    AI_CONCURRENCY: '4',
    AI_TIMEOUT_MS: '5000',
    AI_PROGRESS_POLL_MS: '50',
    AI_JOB_POLL_MS: '100',
    ...extra,
  })
}

type FieldSpec = {
  name: string
  type?: string
  aiPrompt?: string
  isPrimary?: boolean
  required?: boolean
  defaultValue?: string
}

/** A dataset with the given fields, in order. */
export const createDataset = async (payload: Payload, name: string, fields: FieldSpec[]) => {
  const dataset = await payload.create({ collection: 'datasets', data: { name } })
  for (const [order, field] of fields.entries()) {
    await payload.create({
      collection: 'dataset-fields',
      data: { ...field, dataset: dataset.id, order } as never,
    })
  }
  return String(dataset.id)
}

export const recordsOf = async (payload: Payload, datasetId: string) =>
  (
    await payload.find({
      collection: 'dataset-records',
      depth: 0,
      pagination: false,
      sort: 'createdAt',
      where: { dataset: { equals: datasetId } },
    })
  ).docs

/** Polls the log until it reaches one of the statuses. */
export const waitForLog = async (
  payload: Payload,
  logId: string,
  statuses = ['completed', 'failed'],
  timeoutMs = 30_000,
  collection: 'ai-logs' | 'import-runs' = 'ai-logs',
) => {
  const until = Date.now() + timeoutMs
  for (;;) {
    const log = await payload.findByID({ collection, depth: 0, id: logId })
    if (statuses.includes(log.status ?? '')) return log
    if (Date.now() > until)
      throw new Error(
        `log ${logId} still ${log.status} (${log.processedItems}/${log.totalItems}) after ${timeoutMs} ms`,
      )
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export type ProgressMessage = {
  logId: string
  operation: string
  status: string
  processed: number
  total: number
  currentItem: string | null
  message: string
  error: string | null
}

/** A signed-in WebSocket client on /ws/ai-progress collecting every message it receives. */
export const progressClient = async (baseUrl: string, sessionId: string) => {
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws/ai-progress`, {
    headers: { 'x-session-id': sessionId },
  })
  const messages: ProgressMessage[] = []
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as ProgressMessage))
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  return {
    messages,
    /** The messages of one log, once its final message arrived. */
    until: async (logId: string, timeoutMs = 30_000) => {
      const until = Date.now() + timeoutMs
      const of = () => messages.filter((m) => m.logId === logId)
      while (!of().some((m) => m.status === 'completed' || m.status === 'failed')) {
        if (Date.now() > until)
          throw new Error(
            `no final progress message for ${logId}: ${JSON.stringify(of().map((m) => m.status))}`,
          )
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return of()
    },
    close: () => ws.close(),
  }
}

/** started, then in_progress messages with processed never going down, then exactly one final message. */
export const expectOrderedProgress = (list: ProgressMessage[], final: 'completed' | 'failed') => {
  const statuses = list.map((m) => m.status)
  const problems: string[] = []
  if (statuses[0] !== 'started') problems.push(`first is ${statuses[0]}`)
  if (statuses[statuses.length - 1] !== final)
    problems.push(`last is ${statuses[statuses.length - 1]}`)
  if (statuses.slice(1, -1).some((s) => s !== 'in_progress'))
    problems.push(`middle: ${statuses.slice(1, -1).join(',')}`)
  for (let i = 1; i < list.length; i++)
    if (list[i].processed < list[i - 1].processed) problems.push(`processed went down at ${i}`)
  return problems
}
