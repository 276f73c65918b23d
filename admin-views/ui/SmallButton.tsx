'use client'
import { Button } from '@payloadcms/ui'
import React from 'react'

type Props = {
  /** Quiet (secondary) unless the card's main action ('Resume'). */
  buttonStyle?: 'primary' | 'secondary'
  children: React.ReactNode
  disabled?: boolean
  /** Payload's props of the button element itself (the red outline of Delete). */
  extraButtonProps?: Record<string, unknown>
  /**
   * The accessible name where the text alone says too little: what it acts on ('Test /old-path').
   * Without it the button is named by its text.
   */
  label?: string
  onClick: () => void
  /** Also show the name on hover: for a button that shows only a symbol. */
  tooltip?: boolean
}

/** The small button of a card, a table row or a section's toolbar: Edit, Test, Refresh, Previous... */
export const SmallButton = ({
  buttonStyle = 'secondary',
  children,
  disabled,
  extraButtonProps,
  label,
  onClick,
  tooltip,
}: Props) => (
  <Button
    aria-label={label}
    buttonStyle={buttonStyle}
    disabled={disabled}
    extraButtonProps={extraButtonProps}
    margin={false}
    onClick={onClick}
    size="small"
    tooltip={tooltip ? label : undefined}
  >
    {children}
  </Button>
)
