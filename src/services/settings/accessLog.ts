import type { Payload } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import { flushAccessRows } from '../../data/accessLogBuffer'
import { isoDate } from '../../data/isoDate'
import type { AccessLogEntry } from '../../schemas/settings'
import { accessAs } from '../common/accessAs'
import { explainForbidden } from '../common/explainForbidden'
import { ADMINS_ONLY } from './settings'

type Args = { payload: Payload; user: SessionUser; limit: number }

/** The newest calls of the API access log, newest first: administrators only (the collection says so). */
export const listAccessLog = async ({ limit, payload, user }: Args): Promise<AccessLogEntry[]> => {
  // This process's calls that are still waiting to be written belong in the answer.
  await flushAccessRows(payload)
  const { docs } = await explainForbidden(
    () =>
      payload.find({
        collection: 'api-access-logs',
        depth: 0,
        limit,
        pagination: false,
        sort: '-createdAt',
        ...accessAs(user),
      }),
    ADMINS_ONLY,
  )
  return docs.map((doc) => ({
    at: isoDate(doc.createdAt) ?? doc.createdAt,
    durationMs: Number(doc.durationMs),
    id: String(doc.id),
    method: doc.method,
    path: doc.path,
    status: Number(doc.status),
    tenantId: doc.tenantId ?? null,
    userId: doc.userId ?? null,
    username: doc.username ?? null,
  }))
}
