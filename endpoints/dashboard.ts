import { defineRoute } from '../src/http/defineRoute'
import { dashboardStats } from '../src/services/dashboard/dashboardStats'
import { dashboardStatsSchema } from './schemas/dashboard'

export const dashboardRoutes = [
  defineRoute({
    method: 'get',
    path: '/dashboard/stats',
    summary: 'The dashboard cards: active tenants, datasets, templates, shared datasets',
    tag: 'Dashboard',
    response: dashboardStatsSchema,
    handler: ({ payload, user }) => dashboardStats({ payload, user }),
  }),
]
