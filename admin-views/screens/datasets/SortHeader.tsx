'use client'
import React from 'react'

/** The records' order: a field's name or createdAt, either way; null is the default, newest first. */
export type RecordSortState = null | { descending: boolean; key: string }

/** The list call's `sort` parameter ('' for the default order). */
export const sortParam = (sort: RecordSortState) =>
  sort ? `${sort.descending ? '-' : ''}${sort.key}` : ''

/** What the header's `aria-sort` says: only the sorted column has one. */
export const ariaSortOf = (
  sort: RecordSortState,
  key: string,
): 'ascending' | 'descending' | undefined =>
  sort?.key === key ? (sort.descending ? 'descending' : 'ascending') : undefined

type Props = {
  label: string
  onSort: (sort: RecordSortState) => void
  sort: RecordSortState
  sortKey: string
}

/**
 * A column header that sorts by its column: ascending first, then each press the other way. The
 * header cell says the order (`aria-sort`); the arrow is only drawn.
 */
export const SortHeader = ({ label, onSort, sort, sortKey }: Props) => {
  const active = sort?.key === sortKey
  const arrow = active ? (sort.descending ? '▼' : '▲') : '↕'
  return (
    <button
      className="tw:inline-flex tw:cursor-pointer tw:items-center tw:gap-1 tw:rounded tw:border-0 tw:bg-transparent tw:p-0 tw:font-[inherit] tw:text-[inherit] tw:hover:underline tw:focus-visible:outline-2 tw:focus-visible:outline-offset-2"
      onClick={() => onSort({ descending: active ? !sort.descending : false, key: sortKey })}
      type="button"
    >
      {label}
      <span aria-hidden="true" className={active ? undefined : 'tw:text-elev-500'}>
        {arrow}
      </span>
    </button>
  )
}
