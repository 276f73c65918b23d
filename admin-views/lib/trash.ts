import type { QueryClient } from '@tanstack/react-query'

import { api } from './api'
import { refreshPrefix } from './refresh'

/**
 * The trash of the documented API (docs/api.md, issue 38): what a delete moved aside, restorable until
 * it is deleted forever `retentionDays` after (a setting).
 */
export type TrashKind = 'datasets' | 'pages' | 'records' | 'redirects' | 'snippets' | 'templates'

/** Whose trash: a tenant's (every tenant's when none is chosen), or for records, one dataset's. */
export type TrashScope = { datasetId: string } | { tenantId: null | string }

export type TrashItem = { deletedAt: string; id: string; purgeAt: string; title: string }

export type TrashReply = { items: TrashItem[]; retentionDays: number }

const scopeQuery = (scope: TrashScope) => {
  if ('datasetId' in scope) return `?datasetId=${encodeURIComponent(scope.datasetId)}`
  return scope.tenantId ? `?tenantId=${encodeURIComponent(scope.tenantId)}` : ''
}

/** The trash's list, also its scope's empty-trash URL (with DELETE). */
const trashUrl = (kind: TrashKind, scope: TrashScope) => `/api/trash/${kind}${scopeQuery(scope)}`

/** Its query key: the URL, so the default loader fetches it. */
export const trashKey = (kind: TrashKind, scope: TrashScope) => [trashUrl(kind, scope)]

// Restoring and deleting one name the scope too: the server finds a record only in its dataset's trash.
export const restoreFromTrash = (kind: TrashKind, scope: TrashScope, ids: string[]) =>
  api<{ restored: { id: string; title: string }[] }>(
    `/api/trash/${kind}/restore${scopeQuery(scope)}`,
    { body: { ids }, method: 'POST' },
  )

export const deleteForever = (kind: TrashKind, scope: TrashScope, id: string) =>
  api(`/api/trash/${kind}/${encodeURIComponent(id)}${scopeQuery(scope)}`, { method: 'DELETE' })

export const emptyTrash = (kind: TrashKind, scope: TrashScope) =>
  api<{ deleted: number }>(trashUrl(kind, scope), { method: 'DELETE' })

/** Every scope's trash of a kind: after a delete moves something in, or a restore takes it out. */
export const refreshTrash = (queryClient: QueryClient, kind: TrashKind) =>
  refreshPrefix(queryClient, `/api/trash/${kind}`)
