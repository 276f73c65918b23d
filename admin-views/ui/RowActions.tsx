'use client'
import React from 'react'

import { cx } from './cx'
import { DeleteButton } from './DeleteButton'
import { SmallButton } from './SmallButton'

type Props = {
  /** Buttons between Edit and Delete (Preview, Configure, Records...). */
  children?: React.ReactNode
  /** Classes of the row of buttons; right-aligned unless told. */
  className?: string
  onDelete?: () => void
  onEdit?: () => void
  /** Names the buttons for assistive tech and tests: 'Edit {subject}', 'Delete {subject}'. */
  subject: string
}

/** A table row's or card's small buttons: Edit, the screen's own, then Delete. */
export const RowActions = ({ children, className, onDelete, onEdit, subject }: Props) => (
  <div className={cx('tw:flex tw:flex-wrap tw:gap-2', className ?? 'tw:justify-end')}>
    {onEdit && (
      <SmallButton label={`Edit ${subject}`} onClick={onEdit}>
        Edit
      </SmallButton>
    )}
    {children}
    {onDelete && <DeleteButton label={`Delete ${subject}`} onClick={onDelete} />}
  </div>
)
