import { z } from 'zod'

import { progressPublisher } from '../src/jobs/progress/createProgressBus'
import { defineRoute } from '../src/http/defineRoute'
import { getAiLog, listAiLogs } from '../src/services/aiLogs/aiLogs'
import { cancelAiRun, resumeAiRun } from '../src/services/aiLogs/controlRun'
import { countAiCall } from '../src/services/rateLimits/countAiCall'
import { aiLogQuery, aiLogSchema } from '../src/schemas/aiLogs'

const tag = 'AI logs'
const NOT_VISIBLE = 'AI log not found (also a run of another tenant, or, for an editor, of none)'

/** The AI jobs write the logs; a user may only stop a running batch or fill, or resume a failed one. */
export const aiLogRoutes = [
  defineRoute({
    method: 'get',
    path: '/ai-logs',
    summary:
      'AI runs, newest first by startedAt; `?tenantId=` limits them to one tenant, `?status=` and `?operation=` to one status or operation, `?limit=` (default 100, max 500)',
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
  defineRoute({
    method: 'post',
    path: '/ai-logs/:id/cancel',
    summary:
      'Stop a running batch or fill: no new AI call starts, and the run ends failed, "Cancelled by {user}", once the calls already sent answer (at once when its job is still queued). Answers the log; asking twice is harmless',
    tag,
    response: aiLogSchema,
    errors: {
      404: NOT_VISIBLE,
      409: 'The run has ended already, or is a list generation (answered within its request)',
    },
    handler: ({ params, payload, user }) =>
      cancelAiRun({ bus: progressPublisher(payload), id: params.id, payload, user }),
  }),
  defineRoute({
    method: 'post',
    path: '/ai-logs/:id/resume',
    summary:
      'Queue a failed or cancelled batch or fill again: it goes on where it stopped, with the fields as they are now. Answers the log (status started)',
    tag,
    response: aiLogSchema,
    errors: {
      404: `${NOT_VISIBLE}; or its dataset`,
      409: 'The run is running or completed, is a list generation, or its dataset was deleted',
      429: 'More AI calls than AI_RATE_LIMIT_PER_MINUTE from this user in a minute; Retry-After says when to try again',
      503: 'AI is not configured: the message says which variables to set',
    },
    handler: async ({ params, payload, user }) => {
      await countAiCall(user.id)
      return resumeAiRun({ bus: progressPublisher(payload), id: params.id, payload, user })
    },
  }),
]
