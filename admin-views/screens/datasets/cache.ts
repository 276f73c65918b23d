import type { QueryClient } from '@tanstack/react-query'

import type { TrashOptions } from '../../hooks/useTrash'

/** The datasets list: names, statuses and the field and record counts every change here can move. */
export const DATASETS_KEY = ['/api/datasets'] as const

export const fieldsKey = (datasetId: string) => ['/api/datasets', datasetId, 'fields'] as const

/** Refreshes the list (counts) and everything loaded under one dataset (fields, record pages). */
export const invalidateDataset = (queryClient: QueryClient, datasetId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ exact: true, queryKey: DATASETS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['/api/datasets', datasetId] }),
  ])

/** Template cards render records, so any record change refreshes every key that starts with it. */
export const invalidateTemplateCards = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0] ?? '').startsWith('/api/template-cards'),
  })

/** Deleted datasets, of every tenant: the screen lists every dataset. */
export const datasetsTrash = (queryClient: QueryClient): TrashOptions => ({
  kind: 'datasets',
  refresh: () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: DATASETS_KEY }),
      invalidateTemplateCards(queryClient),
    ]),
  scope: { tenantId: null },
  thing: 'Dataset',
})

/** Deleted records of one dataset ('Records' names a bulk delete's toasts). */
export const recordsTrash = (
  queryClient: QueryClient,
  datasetId: string,
  thing: 'Record' | 'Records' = 'Record',
): TrashOptions => ({
  kind: 'records',
  refresh: () =>
    Promise.all([invalidateDataset(queryClient, datasetId), invalidateTemplateCards(queryClient)]),
  scope: { datasetId },
  thing,
})
