import React from 'react'

import { cx } from './cx'

/** One term of a description list (`<dl>`): a small upper-case label over its value. */
export const Detail = ({
  children,
  className,
  label,
}: {
  children: React.ReactNode
  className?: string
  label: string
}) => (
  <div className={cx('tw:flex tw:min-w-0 tw:flex-col tw:gap-1', className)}>
    <dt className="tw:text-xs tw:font-semibold tw:uppercase tw:tracking-wide tw:text-elev-500">
      {label}
    </dt>
    <dd className="tw:m-0 tw:font-medium tw:break-words">{children}</dd>
  </div>
)
