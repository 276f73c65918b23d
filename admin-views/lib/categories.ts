import type { QueryClient } from '@tanstack/react-query'

import { refreshPrefix } from './refresh'

/** One tenant's categories (GET /api/categories?tenantId=): the load's URL is its key. */
export const categoriesKey = (tenantId: string) => [`/api/categories?tenantId=${tenantId}`]

/** Spec §9: categories stay fresh for 10 minutes (changes made here refresh them at once). */
export const CATEGORIES_FRESH_MS = 10 * 60 * 1000

/** After a create, update or delete: every tenant's category list. */
export const refreshCategories = (queryClient: QueryClient): Promise<void> =>
  refreshPrefix(queryClient, '/api/categories')
