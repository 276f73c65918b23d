'use client'
import { Button } from '@payloadcms/ui'
import React from 'react'

import { useUnsavedGuard } from '../hooks/useUnsavedGuard'
import { CancelButton } from './CancelButton'
import { cx } from './cx'
import { DiscardConfirm } from './Dialog'

type Props = {
  /** Classes of the Cancel and Save row. */
  actionsClassName: string
  busy: boolean
  children: React.ReactNode
  /** Classes of the form (a row of fields or a column). */
  className: string
  /** How many columns the row spans: the table's. */
  columns: number
  /** The form has changes: Cancel, Escape and leaving the page ask first. */
  dirty: boolean
  /** The form's accessible name: 'Edit {name}'. */
  label: string
  onCancel: () => void
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
}

/**
 * A table row turned into its inline edit: one cell across the table holding a form, Cancel and Save
 * ('Saving...' while busy). Escape cancels (after asking, when something was changed).
 */
export const InlineEditRow = ({
  actionsClassName,
  busy,
  children,
  className,
  columns,
  dirty,
  label,
  onCancel: cancel,
  onSubmit,
}: Props) => {
  const guard = useUnsavedGuard(dirty)
  const onCancel = () => guard.confirm(cancel)
  return (
    <tr>
      <td colSpan={columns}>
        <form
          aria-label={label}
          className={className}
          noValidate
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return
            event.preventDefault()
            // Handled: the question it may open must not take this same Escape as its own.
            event.stopPropagation()
            onCancel()
          }}
          onSubmit={onSubmit}
        >
          {children}
          <div className={cx('tw:flex tw:gap-2', actionsClassName)}>
            <CancelButton disabled={busy} onClick={onCancel} />
            <Button disabled={busy} margin={false} size="medium" type="submit">
              {busy ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
        <DiscardConfirm {...guard.prompt} />
      </td>
    </tr>
  )
}
