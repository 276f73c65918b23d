import type { AiLogReply } from '../../../endpoints/schemas/aiLogs'
import type { AiLog } from '../../payload-types'
import { refId } from '../common/refId'

const asList = (value: AiLog['responses']): unknown[] =>
  Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]

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
})
