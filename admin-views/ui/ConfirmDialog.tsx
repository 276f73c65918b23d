'use client'
import { Button } from '@payloadcms/ui'
import React from 'react'

import { Dialog } from './Dialog'

type Props = {
  busy?: boolean
  confirmLabel?: string
  message: React.ReactNode
  onCancel: () => void
  onConfirm: () => void
  open: boolean
  title: string
}

/** 'Are you sure?' before anything is deleted. */
export const ConfirmDialog = ({
  busy,
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
        <Button
          buttonStyle="secondary"
          disabled={busy}
          margin={false}
          onClick={onCancel}
          size="medium"
        >
          Cancel
        </Button>
        <Button
          buttonStyle="error"
          disabled={busy}
          margin={false}
          onClick={onConfirm}
          size="medium"
        >
          {busy ? 'Deleting...' : confirmLabel}
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
