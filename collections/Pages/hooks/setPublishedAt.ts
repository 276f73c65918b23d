import type { CollectionBeforeChangeHook } from 'payload'

/**
 * A published page keeps the date it was first published; any other status clears it.
 * An explicit publishedAt (a seed, an import) is kept when the page is published.
 */
export const setPublishedAt: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const status = data.status ?? originalDoc?.status
  if (status !== 'published') return { ...data, publishedAt: null }
  const publishedAt = data.publishedAt || originalDoc?.publishedAt || new Date().toISOString()
  return { ...data, publishedAt }
}
