import { z } from 'zod'

import { optionalIdRef } from './common'

/** Which trash: `?tenantId=` (none: every tenant the user may see), or `?datasetId=` for records. */
export const trashScopeQuery = z.object({
  tenantId: optionalIdRef('tenantId'),
  datasetId: optionalIdRef('datasetId'),
})

export const trashListReply = z.object({
  retentionDays: z
    .number()
    .describe('Days an item stays in the trash before it is deleted for good'),
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      deletedAt: z.string(),
      purgeAt: z.string().describe('When it will be deleted for good'),
    }),
  ),
})

export const restoreSchema = z.object({
  ids: z
    .array(z.uuid({ error: 'ids must be ids (UUID)' }), { error: 'ids must be an array of ids' })
    .min(1, { error: 'ids must name at least one item' })
    .max(500, { error: 'ids must name at most 500 items' })
    .transform((ids) => [...new Set(ids)]),
})

export const restoreReply = z.object({
  restored: z.array(z.object({ id: z.string(), title: z.string() })),
})

export const emptyTrashReply = z.object({ deleted: z.number() })

export type TrashScopeQuery = z.infer<typeof trashScopeQuery>
