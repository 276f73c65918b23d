import type { Payload } from 'payload'

import type { AiLogQuery } from '../../../endpoints/schemas/aiLogs'
import type { SessionUser } from '../../auth/sessions'
import type { AiLog } from '../../payload-types'
import { HttpError } from '../../http/HttpError'
import { findOr404 } from '../common/findOr404'
import { refId } from '../common/refId'
import { assertTenantAccess, tenantScope, whereAll } from '../common/tenantAccess'
import { serializeAiLog } from './serializeAiLog'

type Base = { payload: Payload; user: SessionUser }

/** One query for the names of every dataset the logs mention, rather than one per log. */
const withDatasetNames = async (payload: Payload, logs: AiLog[]) => {
  const ids = [...new Set(logs.map((log) => refId(log.dataset)).filter((id): id is string => !!id))]
  const { docs } = ids.length
    ? await payload.find({
        collection: 'datasets',
        depth: 0,
        pagination: false,
        select: { name: true },
        where: { id: { in: ids } },
      })
    : { docs: [] }
  const names = new Map(docs.map((d) => [String(d.id), d.name]))
  return logs.map((log) => serializeAiLog(log, names.get(refId(log.dataset) ?? '') ?? null))
}

/** Newest first. An editor sees only logs of their tenants (a log without a tenant is an administrator's). */
export const listAiLogs = async ({ payload, query, user }: Base & { query: AiLogQuery }) => {
  if (query.tenantId) assertTenantAccess(user, query.tenantId)
  const { docs } = await payload.find({
    collection: 'ai-logs',
    depth: 0,
    limit: query.limit,
    pagination: false,
    sort: ['-startedAt', '-createdAt'],
    where: whereAll(
      tenantScope(user),
      query.tenantId ? { tenant: { equals: query.tenantId } } : undefined,
    ),
  })
  return withDatasetNames(payload, docs)
}

export const getAiLog = async ({ id, payload, user }: Base & { id: string }) => {
  const log = await findOr404({ collection: 'ai-logs', id, label: 'AI log', payload })
  const tenantId = refId(log.tenant)
  // assertTenantAccess lets a missing tenant through; here it means the log is not an editor's.
  if (user.tenantIds !== null && !tenantId)
    throw new HttpError(403, 'You do not have access to this tenant')
  assertTenantAccess(user, tenantId)
  const [reply] = await withDatasetNames(payload, [log])
  return reply
}
