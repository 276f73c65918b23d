import { z } from 'zod'

import { defineRoute } from '../src/http/defineRoute'
import { dashboardStats } from '../src/services/dashboard/dashboardStats'
import { recentActivity } from '../src/services/dashboard/recentActivity'
import { activityItemSchema, activityQuery, dashboardStatsSchema } from '../src/schemas/dashboard'

export const dashboardRoutes = [
  defineRoute({
    method: 'get',
    path: '/dashboard/stats',
    summary: 'The dashboard cards: active tenants, datasets, templates, shared datasets',
    tag: 'Dashboard',
    response: dashboardStatsSchema,
    handler: ({ payload, user }) => dashboardStats({ payload, user }),
  }),
  defineRoute({
    method: 'get',
    path: '/dashboard/activity',
    summary:
      'Recent Activity: the latest changes to tenants, datasets, templates, tasks, pages and AI runs',
    tag: 'Dashboard',
    query: activityQuery,
    response: z.array(activityItemSchema),
    handler: ({ payload, query, user }) => recentActivity({ limit: query.limit, payload, user }),
  }),
]
