'use client'
import React from 'react'

import { formatNumber } from '../lib/format'
import { SmallButton } from './SmallButton'

type Props = {
  /** Previous and Next wait while a page loads. */
  busy?: boolean
  /** How many rows the current page shows. */
  count: number
  /** The pager's accessible name ('Records pages'). */
  label: string
  offset: number
  onOffset: (offset: number) => void
  pageSize: number
  /** `data-testid` of the 'Showing 1–25 of 30' line. */
  rangeTestId?: string
  total: number
}

/** 'Showing 1–25 of 30', Previous, 'Page 1 of 2', Next: an offset-paged list's navigation. */
export const Pager = ({
  busy,
  count,
  label,
  offset,
  onOffset,
  pageSize,
  rangeTestId,
  total,
}: Props) => {
  const from = total === 0 ? 0 : offset + 1
  const to = Math.min(offset + count, total)
  const pageNumber = Math.floor(offset / pageSize) + 1
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  return (
    <nav
      aria-label={label}
      className="tw:flex tw:flex-wrap tw:items-center tw:justify-between tw:gap-3"
    >
      <p className="tw:m-0 tw:text-sm tw:text-elev-600" data-testid={rangeTestId}>
        Showing {formatNumber(from)}–{formatNumber(to)} of {formatNumber(total)}
      </p>
      <div className="tw:flex tw:items-center tw:gap-2">
        <SmallButton
          disabled={offset === 0 || busy}
          onClick={() => onOffset(Math.max(0, offset - pageSize))}
        >
          Previous
        </SmallButton>
        <span className="tw:text-sm tw:text-elev-600">
          Page {formatNumber(pageNumber)} of {formatNumber(pageCount)}
        </span>
        <SmallButton
          disabled={offset + pageSize >= total || busy}
          onClick={() => onOffset(offset + pageSize)}
        >
          Next
        </SmallButton>
      </div>
    </nav>
  )
}
