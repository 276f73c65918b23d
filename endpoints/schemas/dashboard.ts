import { z } from 'zod'

export const dashboardStatsSchema = z.object({
  tenants: z.number().int().describe('Active tenants'),
  datasets: z.number().int().describe('All datasets (datasets are shared, not owned by a tenant)'),
  templates: z.number().int().describe('Templates (dynamic pages) of the tenants the user may see'),
  shared: z.number().int().describe('Datasets used by templates of two or more different tenants'),
})

export type DashboardStats = z.infer<typeof dashboardStatsSchema>
