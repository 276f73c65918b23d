import { z } from 'zod'

import { limitParam } from './common'

export const dashboardStatsSchema = z.object({
  tenants: z.number().int().describe('Active tenants'),
  datasets: z
    .number()
    .int()
    .describe('Datasets the user may see (an editor: those all of whose tenants are theirs)'),
  templates: z.number().int().describe('Templates (dynamic pages) of the tenants the user may see'),
  shared: z
    .number()
    .int()
    .describe('Of those datasets, the ones used by templates of two or more different tenants'),
})

export type DashboardStats = z.infer<typeof dashboardStatsSchema>

const activityKind = z.enum(['tenant', 'dataset', 'template', 'task', 'page', 'ai_run', 'import'])

/** `?limit=` for the Recent Activity box: 1 to 50, default 10. */
export const activityQuery = z.object({ limit: limitParam(50, 10) })

export const activityItemSchema = z.object({
  kind: activityKind.describe('What changed'),
  id: z.string().describe('Its id'),
  title: z.string().describe('Its name or title (an AI run: operation, dataset and status)'),
  tenantId: z
    .string()
    .nullable()
    .describe(
      'The tenant it belongs to (a tenant: itself; a dataset, which may serve several: null)',
    ),
  tenantName: z.string().nullable(),
  action: z
    .enum(['created', 'updated'])
    .describe('created when it has not changed since it was created'),
  at: z.string().describe('When: its updatedAt'),
  href: z.string().describe('The admin screen that manages it'),
})

export type ActivityKind = z.infer<typeof activityKind>
export type ActivityItem = z.infer<typeof activityItemSchema>
