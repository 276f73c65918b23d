import React from 'react'

import { cx } from './cx'

type Column =
  | string
  | {
      /** The sorted column's order (a sortable header's button sets it); absent on the others. */
      ariaSort?: 'ascending' | 'descending'
      className?: string
      label: React.ReactNode
      srOnly?: boolean
    }

type Props = {
  children: React.ReactNode
  /** Classes of the table (its minimum width). */
  className?: string
  columns: readonly Column[]
  /** Classes of the scrolling frame around it (border, hidden on phones). */
  frameClassName?: string
  /** The table's accessible name. */
  label?: string
}

/** A table's last column kept in view while the rest scrolls sideways (phones, many fields). */
export const stickyEnd =
  'tw:sticky tw:right-0 tw:bg-surface tw:shadow-[-8px_0_8px_-8px_rgba(0,0,0,0.15)]'

/** A list table (`sg-table`) in a frame that scrolls sideways, with its header row; rows are children. */
export const Table = ({ children, className, columns, frameClassName, label }: Props) => (
  <div className={cx('tw:overflow-x-auto', frameClassName)}>
    <table aria-label={label} className={cx('sg-table', className)}>
      <thead>
        <tr>
          {columns.map((column, index) => {
            const {
              ariaSort,
              className: thClass,
              label: text,
              srOnly,
            } = typeof column === 'string'
              ? { ariaSort: undefined, className: undefined, label: column, srOnly: false }
              : column
            return (
              <th aria-sort={ariaSort} className={thClass} key={index}>
                {srOnly ? <span className="tw:sr-only">{text}</span> : text}
              </th>
            )
          })}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  </div>
)
