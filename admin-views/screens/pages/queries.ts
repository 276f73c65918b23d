import type { QueryClient } from '@tanstack/react-query'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'

import type { CategoryReply } from '../../../src/schemas/categories'
import type { PageTypeReply } from '../../../src/schemas/pageTypes'
import { api } from '../../lib/api'
import { categoriesKey } from '../../lib/categories'
import { refreshDashboard, refreshPrefix } from '../../lib/refresh'

/**
 * The header's tenant's pages, or every page with All tenants, kept by the list's search and status
 * when given: the load's URL is its key.
 */
export const pagesKey = (
  tenantId: null | string,
  filters: { search?: string; status?: string } = {},
) => {
  const query = new URLSearchParams()
  if (tenantId) query.set('tenantId', tenantId)
  if (filters.search) query.set('search', filters.search)
  if (filters.status) query.set('status', filters.status)
  const text = query.toString()
  return [text ? `/api/pages?${text}` : '/api/pages']
}

/**
 * Spec section 4: after a page write, the page lists, homepage sections and template cards are
 * refreshed (and the dashboard, which counts and lists pages).
 */
export const refreshPages = async (queryClient: QueryClient): Promise<void> => {
  await Promise.all([
    refreshPrefix(queryClient, '/api/pages'),
    refreshPrefix(queryClient, '/api/homepage-sections'),
    refreshPrefix(queryClient, '/api/template-cards'),
    refreshDashboard(queryClient),
  ])
}

/** A tenant's page types and categories, for the form's selects and the View dialog's names. */
export const usePageChoices = (tenantId: null | string) => {
  const pageTypes = useQuery<PageTypeReply[]>({
    enabled: tenantId !== null,
    queryKey: [`/api/page-types?tenantId=${tenantId ?? ''}`],
  })
  const categories = useQuery<CategoryReply[]>({
    enabled: tenantId !== null,
    queryKey: categoriesKey(tenantId ?? ''),
  })
  return { categories: categories.data ?? [], pageTypes: pageTypes.data ?? [] }
}

const PREVIEW_DELAY_MS = 400

/**
 * The HTML the public site serves for this markdown (POST /api/pages/preview), asked again once the
 * text has rested for 400 ms; the last answer stays shown meanwhile.
 */
export const usePreviewHtml = (markdown: string, enabled: boolean) => {
  const [rested, setRested] = useState(markdown)
  useEffect(() => {
    const timer = setTimeout(() => setRested(markdown), PREVIEW_DELAY_MS)
    return () => clearTimeout(timer)
  }, [markdown])
  return useQuery({
    enabled,
    placeholderData: keepPreviousData,
    queryFn: () =>
      api<{ html: string }>('/api/pages/preview', { body: { content: rested }, method: 'POST' }),
    queryKey: ['page-preview', rested],
  })
}
