'use client'
import React from 'react'

import { SmallButton } from './SmallButton'

type Props = { busy: boolean; onClick: () => void; subject: string }

/** 'Cancel run' of a background run (AI, import), 'Cancelling...' while it stops. */
export const CancelRunButton = ({ busy, onClick, subject }: Props) => (
  <SmallButton
    disabled={busy}
    label={busy ? `Cancelling ${subject}` : `Cancel run: ${subject}`}
    onClick={onClick}
  >
    {busy ? 'Cancelling...' : 'Cancel run'}
  </SmallButton>
)

/** 'Resume' of a failed or cancelled background run, 'Resuming...' while it starts again. */
export const ResumeRunButton = ({ busy, onClick, subject }: Props) => (
  <SmallButton
    buttonStyle="primary"
    disabled={busy}
    label={`${busy ? 'Resuming' : 'Resume'} ${subject}`}
    onClick={onClick}
  >
    {busy ? 'Resuming...' : 'Resume'}
  </SmallButton>
)
