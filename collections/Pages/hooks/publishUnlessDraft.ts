import type { CollectionBeforeOperationHook } from 'payload'

/**
 * A save that is not a draft publishes: it writes the page's own row, the live copy, so its version is
 * a published one. Payload's admin says so itself (`_status: 'published'`); /api, Payload's REST and
 * GraphQL without `?draft=true`, jobs and seeds do not, and without this the row and its version
 * would take the status of the draft they were saved over.
 */
export const publishUnlessDraft: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const { data, draft } = args as { data?: Record<string, unknown>; draft?: boolean }
  if (draft || !data || data._status !== undefined) return args
  return { ...args, data: { ...data, _status: 'published' } }
}
