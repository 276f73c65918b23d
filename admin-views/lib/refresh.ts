import type { QueryClient } from '@tanstack/react-query'

const startsWith = (prefix: string) => (query: { queryKey: readonly unknown[] }) =>
  String(query.queryKey[0] ?? '').startsWith(prefix)

/** The dashboard's cards and Recent Activity, after any change they count or list. */
export const refreshDashboard = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ predicate: startsWith('/api/dashboard/') })

/** Every load whose URL starts with the prefix, whatever its query string: '/api/tasks' covers '/api/tasks?tenantId=…'. */
export const refreshPrefix = (queryClient: QueryClient, prefix: string): Promise<void> =>
  queryClient.invalidateQueries({ predicate: startsWith(prefix) })
