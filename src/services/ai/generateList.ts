import type { Payload } from 'payload'

import type { AiGenerateListInput } from '../../schemas/ai'
import { requireAiConfig } from '../../ai/config'
import { LIST_SYSTEM_PROMPT, listAnswerSchema, listPrompt } from '../../ai/prompts/list'
import type { ProgressBus } from '../../jobs/progress/types'
import type { AiProvider } from '../../ai/provider'
import type { SessionUser } from '../../auth/sessions'
import { DomainError } from '../errors'
import { findDataset } from '../datasets/datasets'
import { normalizeInputs } from './batchInputs'
import { openLog } from '../../jobs/log/openLog'

type Args = {
  bus: ProgressBus
  datasetId: string
  input: AiGenerateListInput
  payload: Payload
  provider: AiProvider
  user: SessionUser
}

/**
 * POST /api/datasets/:id/ai-generate-list: one AI call for a list of input items, answered directly
 * (the dialog shows it for review before a batch) and logged as list_generation. Items are trimmed,
 * de-duplicated and capped at the count asked for.
 */
export const generateList = async ({ bus, datasetId, input, payload, provider, user }: Args) => {
  await findDataset({ id: datasetId, payload, user })
  requireAiConfig()
  const log = await openLog({
    bus,
    datasetId,
    message: `Generating a list of ${input.count} items`,
    kind: { log: 'ai-logs', operation: 'list_generation' },
    payload,
    requestData: { count: input.count, query: input.query },
    totalItems: input.count,
  })
  const started = Date.now()
  const end = () => ({
    completedAt: new Date().toISOString(),
    currentItem: null,
    duration: Date.now() - started,
  })
  try {
    log.change({ message: 'Asking the AI', status: 'in_progress' })
    const answer = await provider.generate({
      name: 'item_list',
      prompt: listPrompt(input),
      schema: listAnswerSchema,
      system: LIST_SYSTEM_PROMPT,
    })
    const items = normalizeInputs(answer.items).inputs.slice(0, input.count)
    log.change({
      ...end(),
      message: `Done: ${items.length} items`,
      processedItems: items.length,
      responses: [{ items }],
      status: 'completed',
    })
    await log.flush()
    return { items }
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error)
    log.change({ ...end(), errorMessage: text, message: `Failed: ${text}`, status: 'failed' })
    await log.flush().catch(() => {})
    throw new DomainError('upstream_failed', `Failed to generate list with AI: ${text}`)
  }
}
