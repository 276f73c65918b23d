import React from 'react'

import { cx } from './cx'

type Props = {
  children: React.ReactNode
  /** Its padding (and any other class); `tw:px-1` unless told. */
  className?: string
  /** The accessible name (the icon alone says nothing to a screen reader). */
  label: string
  onClick: () => void
  /** Red on hover, for removing things. */
  danger?: boolean
}

/** A borderless button that shows only an icon or a '×', named by `label`. */
export const IconButton = ({ children, className, danger, label, onClick }: Props) => (
  <button
    aria-label={label}
    className={cx(
      'tw:inline-flex tw:min-h-6 tw:min-w-6 tw:shrink-0 tw:cursor-pointer tw:items-center tw:justify-center tw:rounded tw:border-0 tw:bg-transparent tw:text-lg tw:leading-none tw:text-elev-500 tw:focus-visible:outline-2 tw:focus-visible:outline-elev-400',
      danger ? 'tw:hover:text-error-500' : 'tw:hover:text-text',
      className ?? 'tw:px-1',
    )}
    onClick={onClick}
    title={label}
    type="button"
  >
    {children}
  </button>
)
