import type { Payload } from 'payload'

import { createLogWriter } from '../../ai/progress/logWriter'
import type { AiOperation, ProgressBus } from '../../ai/progress/types'

type Args = {
  bus: ProgressBus
  datasetId: string | null
  message: string
  operation: AiOperation
  payload: Payload
  requestData: unknown
  tenantId?: string | null
  totalItems: number
}

/** Creates a run's ai_logs row (status started) and sends its first progress message. */
export const openLog = async ({
  bus,
  datasetId,
  message,
  operation,
  payload,
  requestData,
  tenantId,
  totalItems,
}: Args) => {
  const log = await payload.create({
    collection: 'ai-logs',
    data: {
      dataset: datasetId,
      operation,
      processedItems: 0,
      progress: { events: [], seq: 0 },
      requestData: requestData as Record<string, unknown>,
      responses: [],
      startedAt: new Date().toISOString(),
      status: 'started',
      tenant: tenantId ?? null,
      totalItems,
    },
    depth: 0,
  })
  const writer = createLogWriter({ bus, log, payload })
  writer.change({ message })
  await writer.flush()
  return writer
}
