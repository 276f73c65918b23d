import type { AiLogReply } from '../../schemas/aiLogs'
import type { AiLog } from '../../payload-types'
import { refId } from '../../utilities/refId'

const asList = (value: AiLog['responses']): unknown[] =>
  Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]

/** Batches and fills run as jobs, item by item, so they can be stopped and resumed; a list is one call. */
export const isJobRun = (log: Pick<AiLog, 'operation'>) =>
  log.operation === 'batch_generation' || log.operation === 'field_generation'

export const isRunning = (log: Pick<AiLog, 'status'>) =>
  log.status === 'started' || log.status === 'in_progress'

/** `datasetName` comes from the caller, which looks the names up once for a whole list. */
export const serializeAiLog = (log: AiLog, datasetName: string | null): AiLogReply => ({
  id: String(log.id),
  tenantId: refId(log.tenant),
  datasetId: refId(log.dataset),
  datasetName,
  operation: log.operation ?? null,
  status: log.status ?? null,
  totalItems: log.totalItems ?? null,
  processedItems: log.processedItems ?? null,
  currentItem: log.currentItem ?? null,
  requestData: log.requestData ?? null,
  responses: asList(log.responses),
  errorMessage: log.errorMessage ?? null,
  startedAt: log.startedAt ?? null,
  completedAt: log.completedAt ?? null,
  duration: log.duration ?? null,
  cancelRequestedAt: log.cancelRequestedAt ?? null,
  cancelledBy: log.cancelledBy ?? null,
  resumedAt: log.resumedAt ?? null,
  cancellable: isJobRun(log) && isRunning(log) && !log.cancelRequestedAt,
  resumable: isJobRun(log) && log.status === 'failed' && refId(log.dataset) !== null,
})
