'use client'
import { Button } from '@payloadcms/ui'
import React from 'react'

import type { PageVersionReply } from '../../../src/schemas/pages'
import { ConfirmDialog } from '../../ui/ConfirmDialog'

/** What the edit dialog asks before acting: drop the draft, or make an older version the draft. */
export type Asking =
  { kind: 'discard' } | { kind: 'restore'; version: PageVersionReply; when: string }

type ButtonsProps = {
  busy: boolean
  /** Discard draft is offered only while the page has unpublished changes. */
  hasDraft: boolean
  onAsk: (asking: Asking) => void
  onPreview: () => void
  onSaveDraft: () => void
}

/** The edit dialog's foot, before Cancel and Publish changes: Preview, Discard draft and Save draft. */
export const DraftButtons = ({ busy, hasDraft, onAsk, onPreview, onSaveDraft }: ButtonsProps) => (
  <>
    <Button
      buttonStyle="secondary"
      disabled={busy}
      margin={false}
      onClick={onPreview}
      size="medium"
    >
      Preview
    </Button>
    {hasDraft && (
      <Button
        buttonStyle="secondary"
        disabled={busy}
        margin={false}
        onClick={() => onAsk({ kind: 'discard' })}
        size="medium"
      >
        Discard draft
      </Button>
    )}
    <Button
      buttonStyle="secondary"
      disabled={busy}
      margin={false}
      onClick={onSaveDraft}
      size="medium"
    >
      Save draft
    </Button>
  </>
)

type ConfirmProps = {
  asking: Asking | null
  busy: boolean
  /** The form holds changes not saved: a restore says they go. */
  dirty: boolean
  onCancel: () => void
  onDiscard: () => void
  onRestore: (version: PageVersionReply) => void
  title: string
}

/** 'Discard Draft' or 'Restore Version', asked before the working copy is replaced. */
export const DraftConfirm = ({
  asking,
  busy,
  dirty,
  onCancel,
  onDiscard,
  onRestore,
  title,
}: ConfirmProps) => {
  const restoring = asking?.kind === 'restore' ? asking : null
  return (
    <ConfirmDialog
      busy={busy}
      busyLabel={restoring ? 'Restoring...' : 'Discarding...'}
      confirmLabel={restoring ? 'Restore' : 'Discard draft'}
      message={
        restoring ? (
          <>
            The version of <strong>{restoring.when}</strong> becomes the page&apos;s draft; the live
            page stays as it is until you publish.
            {dirty && ' Unsaved changes in the form are lost.'}
          </>
        ) : (
          <>
            Drop the changes of <strong>{title}</strong> not yet published? The form shows the live
            page again.
          </>
        )
      }
      onCancel={onCancel}
      onConfirm={() => (restoring ? onRestore(restoring.version) : onDiscard())}
      open={asking !== null}
      title={restoring ? 'Restore Version' : 'Discard Draft'}
    />
  )
}
