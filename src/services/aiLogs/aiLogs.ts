import type { Payload, Where } from 'payload'

import type { AiLogQuery } from '../../schemas/aiLogs'
import type { SessionUser } from '../../auth/sessions'
import type { AiLog } from '../../payload-types'
import { accessAs } from '../common/accessAs'
import { visible } from '../common/visible'
import { findOr404 } from '../common/findOr404'
import { refId } from '../../utilities/refId'
import { tenantQueryWhere } from '../common/tenantAccess'
import { findVisible } from '../common/findVisible'
import { serializeAiLog } from './serializeAiLog'

type Base = { payload: Payload; user: SessionUser }

/** One query for the names of every dataset the logs mention, rather than one per log. */
const withDatasetNames = async ({ logs, payload, user }: Base & { logs: AiLog[] }) => {
  const ids = [...new Set(logs.map((log) => refId(log.dataset)).filter((id): id is string => !!id))]
  const { docs } = ids.length
    ? await visible(
        payload.find({
          collection: 'datasets',
          depth: 0,
          pagination: false,
          select: { name: true },
          where: { id: { in: ids } },
          ...accessAs(user),
        }),
      )
    : { docs: [] }
  const names = new Map(docs.map((d) => [String(d.id), d.name]))
  return logs.map((log) => serializeAiLog(log, names.get(refId(log.dataset) ?? '') ?? null))
}

/**
 * Newest first, narrowed by `?tenantId=`, `?status=` and `?operation=`. The collection shows an
 * editor only logs of their tenants and runs on the datasets they may read (collections/AiLogs).
 */
export const listAiLogs = async ({ payload, query, user }: Base & { query: AiLogQuery }) => {
  const tenant = await tenantQueryWhere({ payload, tenantId: query.tenantId, user })
  const filters: Where[] = [
    ...(tenant ? [tenant] : []),
    ...(query.status ? [{ status: { equals: query.status } }] : []),
    ...(query.operation ? [{ operation: { equals: query.operation } }] : []),
  ]
  const docs = await findVisible({
    collection: 'ai-logs',
    limit: query.limit,
    payload,
    sort: ['-startedAt', '-createdAt'],
    user,
    where: filters.length ? { and: filters } : undefined,
  })
  return withDatasetNames({ logs: docs, payload, user })
}

export const getAiLog = async ({ id, payload, user }: Base & { id: string }) => {
  const log = await findOr404({ collection: 'ai-logs', id, label: 'AI log', payload, user })
  const [reply] = await withDatasetNames({ logs: [log], payload, user })
  return reply
}
