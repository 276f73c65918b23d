'use client'
import { Button } from '@payloadcms/ui'
import React, { useId } from 'react'

import { CancelButton } from '../../../ui/CancelButton'
import { Dialog } from '../../../ui/Dialog'
import { ImproveFields } from './ImproveFields'
import { useImprover } from './useImprover'

type Text = { content: string; excerpt: string }

type Props = {
  /** The page form's content and excerpt when the dialog opened. */
  initial: Text
  /** Puts the improved text into the page form (saved with the page, like any edit). */
  onApply: (text: Text) => void
  onClose: () => void
  open: boolean
}

/**
 * Improve with AI, from the page form's Content tab: the improver on the form's own content. Use
 * Improved Content hands the result back to the form, where it is saved with the page (or not);
 * Cancel leaves the form as it was (after asking, once the AI or the user changed the text).
 */
export const ImproveContentDialog = (props: Props) => (props.open ? <Improve {...props} /> : null)

const Improve = ({ initial, onApply, onClose }: Props) => {
  const id = useId()
  const improver = useImprover(initial)
  return (
    <Dialog
      description="The AI rewrites the page's content and excerpt; nothing changes in the page until you use the result."
      dirty={improver.dirty && !improver.busy}
      footer={(close) => (
        <>
          <CancelButton disabled={improver.busy} onClick={close} />
          <Button
            buttonStyle="primary"
            disabled={!improver.changed || improver.busy}
            margin={false}
            onClick={() => {
              onApply(improver.text)
              onClose()
            }}
            size="medium"
          >
            Use Improved Content
          </Button>
        </>
      )}
      onClose={() => !improver.busy && onClose()}
      open
      size="lg"
      title="Improve Content with AI"
    >
      <ImproveFields id={id} improver={improver} />
    </Dialog>
  )
}
