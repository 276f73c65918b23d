import type { QueryClient } from '@tanstack/react-query'

/**
 * Everything under a dataset (fields, record pages), the datasets list and its counts, the dashboard's
 * stats and the template cards (they render records): what an AI run that wrote records has changed.
 * Without a known dataset (a run started elsewhere), every dataset's loads are refreshed.
 */
export const invalidateAfterAiRun = (queryClient: QueryClient, datasetId?: string) => {
  const keyStart = (query: { queryKey: readonly unknown[] }) => String(query.queryKey[0] ?? '')
  return Promise.all([
    datasetId
      ? Promise.all([
          queryClient.invalidateQueries({ exact: true, queryKey: ['/api/datasets'] }),
          queryClient.invalidateQueries({ queryKey: ['/api/datasets', datasetId] }),
          // A load keyed by one joined URL ('/api/datasets/<id>/records?page=2') counts too.
          queryClient.invalidateQueries({
            predicate: (query) => keyStart(query).startsWith(`/api/datasets/${datasetId}`),
          }),
        ])
      : queryClient.invalidateQueries({
          predicate: (query) => keyStart(query).startsWith('/api/datasets'),
        }),
    queryClient.invalidateQueries({
      predicate: (query) => keyStart(query).startsWith('/api/dashboard'),
    }),
    queryClient.invalidateQueries({
      predicate: (query) => keyStart(query).startsWith('/api/template-cards'),
    }),
    queryClient.invalidateQueries({
      predicate: (query) => keyStart(query).startsWith('/api/ai-logs'),
    }),
  ])
}
