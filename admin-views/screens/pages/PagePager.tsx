'use client'
import { Button } from '@payloadcms/ui'
import React from 'react'

import { formatNumber } from '../../lib/format'

type Props = {
  onPage: (page: number) => void
  /** 1-based. */
  page: number
  pageSize: number
  total: number
}

/** The numbers shown: the first, the last, and the current one with its neighbours; gaps as null. */
const numbersAround = (page: number, count: number): (null | number)[] => {
  const shown = [...new Set([1, page - 1, page, page + 1, count])]
    .filter((n) => n >= 1 && n <= count)
    .sort((a, b) => a - b)
  return shown.flatMap((n, index) => {
    const before = shown[index - 1]
    return before !== undefined && n - before > 1 ? [null, n] : [n]
  })
}

/** Spec section 2.2: 'Showing X to Y of Z pages', Previous, numbered pages and Next (client paging). */
export const PagePager = ({ onPage, page, pageSize, total }: Props) => {
  const count = Math.max(1, Math.ceil(total / pageSize))
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1
  const to = Math.min(page * pageSize, total)
  return (
    <nav
      aria-label="Pages list pagination"
      className="tw:flex tw:flex-wrap tw:items-center tw:justify-between tw:gap-3"
    >
      <p className="tw:m-0 tw:text-sm tw:text-elev-600" data-testid="pages-range">
        Showing {formatNumber(from)} to {formatNumber(to)} of {formatNumber(total)} pages
      </p>
      <div className="tw:flex tw:flex-wrap tw:items-center tw:gap-1">
        <Button
          buttonStyle="secondary"
          disabled={page <= 1}
          margin={false}
          onClick={() => onPage(page - 1)}
          size="small"
        >
          Previous
        </Button>
        {numbersAround(page, count).map((n, index) =>
          n === null ? (
            <span aria-hidden="true" className="tw:px-1 tw:text-elev-500" key={`gap-${index}`}>
              …
            </span>
          ) : (
            <Button
              aria-label={`Page ${n}`}
              buttonStyle={n === page ? 'primary' : 'secondary'}
              extraButtonProps={{ 'aria-current': n === page ? 'page' : undefined }}
              key={n}
              margin={false}
              onClick={() => onPage(n)}
              size="small"
            >
              {formatNumber(n)}
            </Button>
          ),
        )}
        <Button
          buttonStyle="secondary"
          disabled={page >= count}
          margin={false}
          onClick={() => onPage(page + 1)}
          size="small"
        >
          Next
        </Button>
      </div>
    </nav>
  )
}
