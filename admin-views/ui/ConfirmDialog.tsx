'use client'
import { Button } from '@payloadcms/ui'
import React from 'react'

import { CancelButton } from './CancelButton'
import { Dialog } from './Dialog'

type Props = {
  busy?: boolean
  /** The confirm button's text while busy ('Deleting...' unless told). */
  busyLabel?: string
  /** The other button's text ('Cancel' unless told). */
  cancelLabel?: string
  confirmLabel?: string
  message: React.ReactNode
  onCancel: () => void
  onConfirm: () => void
  open: boolean
  title: string
}

/** 'Are you sure?' before anything is deleted (or a run is stopped). */
export const ConfirmDialog = ({
  busy,
  busyLabel = 'Deleting...',
  cancelLabel,
  confirmLabel = 'Delete',
  message,
  onCancel,
  onConfirm,
  open,
  title,
}: Props) => (
  <Dialog
    footer={
      <>
        <CancelButton disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </CancelButton>
        <Button
          buttonStyle="error"
          disabled={busy}
          margin={false}
          onClick={onConfirm}
          size="medium"
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
      </>
    }
    onClose={onCancel}
    open={open}
    size="sm"
    title={title}
  >
    <div className="tw:text-elev-600">{message}</div>
  </Dialog>
)
