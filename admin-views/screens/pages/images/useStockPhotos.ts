import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'

import type { PhotoReply } from '../../../../src/schemas/unsplash'

/** Spec section 9: 24 results a search, typed text searched after a 500 ms pause. */
export const PER_PAGE = 24
const DEBOUNCE_MS = 500
// The spec's freshness, as the server caches them too: featured 5 minutes, searches 2 minutes.
const FEATURED_FRESH_MS = 5 * 60_000
const SEARCH_FRESH_MS = 2 * 60_000

/** The text once it has rested for 500 ms. */
const useRested = (text: string) => {
  const [rested, setRested] = useState(text)
  useEffect(() => {
    const timer = setTimeout(() => setRested(text), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])
  return rested
}

/**
 * The picker's photos: featured ones while the search field is empty, else the search for what was
 * typed, asked once typing pauses for 500 ms.
 */
export const useStockPhotos = (typed: string) => {
  const query = useRested(typed).trim()
  const featured = useQuery<PhotoReply[]>({
    enabled: query === '',
    queryKey: ['/api/unsplash/featured'],
    staleTime: FEATURED_FRESH_MS,
  })
  const search = useQuery<{ results: PhotoReply[]; total: number }>({
    enabled: query !== '',
    placeholderData: keepPreviousData,
    queryKey: [`/api/unsplash/search?query=${encodeURIComponent(query)}&per_page=${PER_PAGE}`],
    staleTime: SEARCH_FRESH_MS,
  })
  const active = query === '' ? featured : search
  const photos = query === '' ? featured.data : search.data?.results
  return {
    error: active.error,
    isError: active.isError,
    /** Nothing to show yet. */
    isPending: active.isPending,
    /** Typed and not asked yet, or asked and not answered: the last photos stay meanwhile. */
    isSearching: active.isFetching || typed.trim() !== query,
    photos: photos ?? [],
    query,
  }
}
