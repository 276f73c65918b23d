import { z } from 'zod'

import { defineRoute } from '../src/http/defineRoute'
import { getAiLog, listAiLogs } from '../src/services/aiLogs/aiLogs'
import { aiLogQuery, aiLogSchema } from './schemas/aiLogs'

const tag = 'AI logs'

/** Read-only: the AI jobs write the logs. */
export const aiLogRoutes = [
  defineRoute({
    method: 'get',
    path: '/ai-logs',
    summary:
      'AI runs, newest first by startedAt; `?tenantId=` limits them to one tenant, `?limit=` (default 100, max 500)',
    tag,
    query: aiLogQuery,
    response: z.array(aiLogSchema),
    errors: { 403: 'Not one of your tenants' },
    handler: ({ payload, query, user }) => listAiLogs({ payload, query, user }),
  }),
  defineRoute({
    method: 'get',
    path: '/ai-logs/:id',
    summary: 'One AI run with its request data and responses',
    tag,
    response: aiLogSchema,
    errors: { 403: 'Not one of your tenants', 404: 'AI log not found' },
    handler: ({ params, payload, user }) => getAiLog({ id: params.id, payload, user }),
  }),
]
