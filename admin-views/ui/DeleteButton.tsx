'use client'
import React from 'react'

import { SmallButton } from './SmallButton'

/**
 * Payload's outline button recoloured red through its own button variables (inline, so they win over
 * its classes): the quiet Delete of a row or card. The loud one, confirming a delete, is
 * `buttonStyle="error"` (styles/admin.css).
 */
const dangerButtonProps = {
  style: {
    '--btn-border': '1px solid var(--theme-error-400)',
    '--color': 'var(--theme-error-500)',
    '--hover-bg': 'var(--theme-error-50)',
    '--hover-btn-border': '1px solid var(--theme-error-500)',
    '--hover-color': 'var(--theme-error-750)',
  } as React.CSSProperties,
}

type Props = {
  children?: React.ReactNode
  disabled?: boolean
  /** The accessible name: what is deleted ('Delete field price'). */
  label: string
  onClick: () => void
}

/** A small red-outlined Delete (or Remove) button, named after what it deletes. */
export const DeleteButton = ({ children = 'Delete', disabled, label, onClick }: Props) => (
  <SmallButton
    disabled={disabled}
    extraButtonProps={dangerButtonProps}
    label={label}
    onClick={onClick}
  >
    {children}
  </SmallButton>
)
