import type { QueryClient } from '@tanstack/react-query'

import type { TrashOptions } from '../../hooks/useTrash'

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

/** The header's tenant's deleted templates (every tenant's with All tenants). */
export const templatesTrash = (
  queryClient: QueryClient,
  tenantId: null | string,
): TrashOptions => ({
  kind: 'templates',
  refresh: () => invalidateTemplates(queryClient),
  scope: { tenantId },
  thing: 'Template',
})
