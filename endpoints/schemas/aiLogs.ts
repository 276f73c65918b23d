import { z } from 'zod'

import { tenantLimitQuery } from './common'

// Logs keep every request and response, so the list is capped; the newest come first.
export const aiLogQuery = tenantLimitQuery

export const aiLogSchema = z.object({
  id: z.string(),
  tenantId: z.string().nullable(),
  datasetId: z.string().nullable(),
  datasetName: z.string().nullable(),
  operation: z.enum(['field_generation', 'list_generation', 'batch_generation']).nullable(),
  status: z.enum(['started', 'in_progress', 'completed', 'failed']).nullable(),
  totalItems: z.number().nullable(),
  processedItems: z.number().nullable(),
  currentItem: z.string().nullable(),
  requestData: z.unknown(),
  responses: z.array(z.unknown()),
  errorMessage: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  duration: z.number().nullable().describe('Milliseconds'),
})

export type AiLogQuery = z.infer<typeof aiLogQuery>
export type AiLogReply = z.infer<typeof aiLogSchema>
