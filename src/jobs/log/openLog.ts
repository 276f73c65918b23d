import type { Payload } from 'payload'

import { createLogWriter } from '../progress/logWriter'
import type { AiLog } from '../../payload-types'
import type { JobLog, LogKind, ProgressBus } from '../progress/types'

type Args = {
  bus: ProgressBus
  datasetId: string | null
  /** The job type (or, for a run done in the request, its log and operation). */
  kind: LogKind
  message: string
  payload: Payload
  requestData: unknown
  /** Who started it, kept by logs that show it (an import's history). */
  startedBy?: string
  tenantId?: string | null
  totalItems: number
}

const frame = ({ requestData, totalItems }: Pick<Args, 'requestData' | 'totalItems'>) => ({
  processedItems: 0,
  progress: { events: [], seq: 0 },
  requestData: requestData as Record<string, unknown>,
  responses: [],
  startedAt: new Date().toISOString(),
  status: 'started' as const,
  totalItems,
})

/** Creates a run's log row (status started) in its kind's collection and sends its first progress message. */
export const openLog = async ({
  bus,
  datasetId,
  kind,
  message,
  payload,
  startedBy,
  tenantId,
  ...rest
}: Args) => {
  const log: JobLog =
    kind.log === 'import-runs'
      ? await payload.create({
          collection: 'import-runs',
          data: { ...frame(rest), dataset: datasetId, startedBy },
          depth: 0,
        })
      : await payload.create({
          collection: 'ai-logs',
          data: {
            ...frame(rest),
            dataset: datasetId,
            // Only AI runs log here (src/jobs/types).
            operation: kind.operation as NonNullable<AiLog['operation']>,
            tenant: tenantId ?? null,
          },
          depth: 0,
        })
  const writer = createLogWriter({
    bus,
    collection: kind.log,
    log,
    operation: kind.operation,
    payload,
  })
  writer.change({ message })
  await writer.flush()
  return writer
}
