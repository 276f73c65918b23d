import { QueryClient } from '@tanstack/react-query'

import { api } from './api'

/**
 * Spec admin-core §9: data never becomes stale, no refetch on window focus, no polling, no retries for
 * loads or changes. A load's URL is its query key joined with '/': ['/api/datasets', id, 'fields'].
 * Changes refresh what they touched by invalidating those keys, so no screen needs a reload.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      mutations: { retry: false },
      queries: {
        queryFn: ({ queryKey, signal }) => api(queryKey.map(String).join('/'), { signal }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
        staleTime: Infinity,
      },
    },
  })
