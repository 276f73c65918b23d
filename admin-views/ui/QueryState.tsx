import React from 'react'

import { EmptyState, LoadError, Loading } from './Card'

type Query<T> = { data: T | undefined; error: unknown; isError: boolean; isPending: boolean }

type Props<T> = {
  children: (data: T) => React.ReactNode
  /** What an empty answer shows (EmptyState's text; `emptyAction` its button). */
  empty?: React.ReactNode
  emptyAction?: React.ReactNode
  /** Padding around the error and empty states, for lists drawn edge to edge in a card. */
  inset?: boolean
  isEmpty?: (data: T) => boolean
  loadingLabel: string
  query: Query<T>
}

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0

/** A load's four faces: 'Loading ...', the spec's 'status: body' error, the empty state, or the data. */
export const QueryState = <T,>({
  children,
  empty,
  emptyAction,
  inset,
  isEmpty = emptyList,
  loadingLabel,
  query,
}: Props<T>) => {
  const frame = (node: React.ReactNode) => (inset ? <div className="tw:p-5">{node}</div> : node)
  if (query.isError) return frame(<LoadError error={query.error} />)
  if (query.isPending || query.data === undefined) return <Loading label={loadingLabel} />
  if (empty !== undefined && isEmpty(query.data))
    return frame(<EmptyState action={emptyAction}>{empty}</EmptyState>)
  return <>{children(query.data)}</>
}
