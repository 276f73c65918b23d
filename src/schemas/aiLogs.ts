import { z } from 'zod'

import { tenantLimitQuery } from './common'

// AI work only: a CSV import has its own log (GET /api/datasets/:id/records/imports).
const AI_OPERATIONS = ['field_generation', 'list_generation', 'batch_generation'] as const
const AI_STATUSES = ['started', 'in_progress', 'completed', 'failed'] as const

const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z
    .enum(values, { error: `${name} must be one of ${values.join(', ')}` })
    .optional()
    .describe(`Only runs of this ${name}`)

// Logs keep every request and response, so the list is capped; the newest come first.
export const aiLogQuery = tenantLimitQuery.extend({
  status: oneOf('status', AI_STATUSES),
  operation: oneOf('operation', AI_OPERATIONS),
})

export const aiLogSchema = z.object({
  id: z.string(),
  tenantId: z.string().nullable(),
  datasetId: z.string().nullable(),
  datasetName: z.string().nullable(),
  operation: z.enum(AI_OPERATIONS).nullable(),
  status: z.enum(AI_STATUSES).nullable(),
  totalItems: z.number().nullable(),
  processedItems: z.number().nullable(),
  currentItem: z.string().nullable(),
  requestData: z.unknown(),
  responses: z.array(z.unknown()),
  errorMessage: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  duration: z
    .number()
    .nullable()
    .describe('Milliseconds of work; while a resumed run goes on, the work before its resume'),
  cancelRequestedAt: z
    .string()
    .nullable()
    .describe('When a user asked the run to stop (it ends failed, "Cancelled by ...")'),
  cancelledBy: z.string().nullable().describe('Who asked it to stop'),
  resumedAt: z.string().nullable().describe('When it was last resumed'),
  cancellable: z.boolean().describe('A batch or fill that is running and not asked to stop yet'),
  resumable: z
    .boolean()
    .describe('A batch or fill that failed (or was cancelled) on a dataset that still exists'),
})

export type AiLogQuery = z.infer<typeof aiLogQuery>
export type AiLogReply = z.infer<typeof aiLogSchema>
