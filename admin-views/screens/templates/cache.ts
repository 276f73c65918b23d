import type { QueryClient } from '@tanstack/react-query'

/** The template lists (per tenant and all), the dashboard's count and the homepage cards. */
export const invalidateTemplates = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({
      predicate: (query) => {
        const first = String(query.queryKey[0] ?? '')
        return (
          first.startsWith('/api/templates') ||
          first.startsWith('/api/template-cards') ||
          first.startsWith('/api/render-template')
        )
      },
    }),
    queryClient.invalidateQueries({ queryKey: ['/api/dashboard/stats'] }),
  ])
