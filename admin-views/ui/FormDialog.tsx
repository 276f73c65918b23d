'use client'
import React from 'react'

import { CancelButton } from './CancelButton'
import { cx } from './cx'
import { Dialog } from './Dialog'
import { SubmitButton } from './SubmitButton'

type Props = {
  /** Read instead of the submit label while busy ('Creating...', 'Saving...'). */
  busyLabel: string
  busy: boolean
  children: React.ReactNode
  /** Classes of the form (its gap); a column with gap 4 unless told. */
  className?: string
  description?: string
  /** The form has changes (react-hook-form's `formState.isDirty`): closing asks first. */
  dirty?: boolean
  /** Buttons before Cancel ('Reset to defaults'). */
  extraActions?: React.ReactNode
  /** The form's id (from `useId`), also the prefix of its fields' ids: `${formId}-name`. */
  formId: string
  onClose: () => void
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
  open: boolean
  size?: React.ComponentProps<typeof Dialog>['size']
  submitLabel: string
  title: string
}

/**
 * A dialog around one form: Cancel and the submit button at its foot (the submit button sits outside the
 * form, tied to it by `form`), both disabled while busy, and no closing while busy (Cancel, ×, Escape).
 * With changes (`dirty`), closing asks 'Discard unsaved changes?' first.
 * The form does its own validation (`noValidate`), so messages are the schemas', not the browser's.
 */
export const FormDialog = ({
  busy,
  busyLabel,
  children,
  className,
  description,
  dirty,
  extraActions,
  formId,
  onClose,
  onSubmit,
  open,
  size,
  submitLabel,
  title,
}: Props) => {
  const close = () => {
    if (!busy) onClose()
  }
  return (
    <Dialog
      description={description}
      dirty={dirty && !busy}
      footer={(ask) => (
        <>
          {extraActions}
          <CancelButton disabled={busy} onClick={ask} />
          <SubmitButton disabled={busy} extraButtonProps={{ form: formId }}>
            {busy ? busyLabel : submitLabel}
          </SubmitButton>
        </>
      )}
      onClose={close}
      open={open}
      size={size}
      title={title}
    >
      <form
        className={cx('tw:flex tw:flex-col', className ?? 'tw:gap-4')}
        id={formId}
        noValidate
        onSubmit={onSubmit}
      >
        {children}
      </form>
    </Dialog>
  )
}

type Texts = {
  /** The submit label of a new item, also the title unless `createTitle` is given: 'Create Task'. */
  create: string
  createTitle?: string
  /** The title while editing: 'Edit Task'. */
  edit: string
  /** The submit label while editing; 'Save Changes' unless told. */
  save?: string
}

/** A create/edit dialog's title, submit label and busy label ('Creating...' or 'Saving...'). */
export const createEditTexts = (editing: boolean, texts: Texts) => ({
  busyLabel: editing ? 'Saving...' : 'Creating...',
  submitLabel: editing ? (texts.save ?? 'Save Changes') : texts.create,
  title: editing ? texts.edit : (texts.createTitle ?? texts.create),
})
