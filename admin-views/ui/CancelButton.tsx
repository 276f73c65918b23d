'use client'
import { Button } from '@payloadcms/ui'
import React from 'react'

/** Cancel, as every dialog and form foot shows it (disabled while the form is busy). */
export const CancelButton = ({
  children = 'Cancel',
  disabled,
  onClick,
}: {
  /** Its text where 'Cancel' would be ambiguous ('Keep running' beside 'Cancel run'). */
  children?: string
  disabled?: boolean
  onClick: () => void
}) => (
  <Button
    buttonStyle="secondary"
    disabled={disabled}
    margin={false}
    onClick={onClick}
    size="medium"
  >
    {children}
  </Button>
)
