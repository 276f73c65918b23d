import type { RecordRow } from '../../data/records/recordQueries'
import type { RecordReply } from '../../schemas/records'
import { isoDate } from '../../data/isoDate'
import { refId } from '../../utilities/refId'

const parseData = (data: unknown): Record<string, unknown> => {
  const value = typeof data === 'string' ? JSON.parse(data) : data
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

/**
 * A record as the documented API answers it; Live once its liveDate has passed, Pending before. A row
 * read from the table brings the fields added through the plugin's overrides as `extra`.
 */
export const serializeRecord = (row: RecordRow, now = Date.now()): RecordReply => {
  const liveDate = isoDate(row.liveDate)
  return {
    ...row.extra,
    id: String(row.id),
    datasetId: refId(row.dataset),
    data: parseData(row.data),
    liveDate,
    status: liveDate && Date.parse(liveDate) > now ? 'pending' : 'live',
    createdAt: isoDate(row.createdAt) as string,
    updatedAt: isoDate(row.updatedAt) as string,
  }
}
