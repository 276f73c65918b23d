'use client'
import type { UseQueryResult } from '@tanstack/react-query'
import React from 'react'

import { LoadError } from './Card'

type Props<T> = {
  children: (items: T[]) => React.ReactNode
  /** What an empty list shows (an EmptyState with its action). */
  empty: React.ReactNode
  query: UseQueryResult<T[]>
  /** What shows while the list loads. */
  skeleton: React.ReactNode
}

/** A loaded list's four states: its error, a skeleton while it loads, its empty state, its items. */
export const CardList = <T,>({ children, empty, query, skeleton }: Props<T>) => {
  if (query.isError) return <LoadError error={query.error} />
  if (!query.data) return <>{skeleton}</>
  if (query.data.length === 0) return <>{empty}</>
  return <>{children(query.data)}</>
}
