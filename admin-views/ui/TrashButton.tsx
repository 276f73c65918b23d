'use client'
import { Button } from '@payloadcms/ui'
import React, { useState } from 'react'

import type { TrashDialogProps } from './TrashDialog'
import { TrashDialog } from './TrashDialog'

/** A screen's Trash button, opening its Trash (focus comes back here when it closes). */
export const TrashButton = (props: Omit<TrashDialogProps, 'onClose' | 'open'>) => {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button buttonStyle="secondary" margin={false} onClick={() => setOpen(true)} size="medium">
        Trash
      </Button>
      <TrashDialog {...props} onClose={() => setOpen(false)} open={open} />
    </>
  )
}
