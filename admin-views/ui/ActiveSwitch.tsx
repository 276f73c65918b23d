'use client'
import React, { useId } from 'react'

import { Switch } from './Switch'

type Props = {
  active: boolean
  onToggle: (isActive: boolean) => void
  /** What the switch turns on and off, for assistive tech: 'Active: {subject}'. */
  subject: string
}

/** A row's switch between Active and Inactive, which says which it is. */
export const ActiveSwitch = ({ active, onToggle, subject }: Props) => {
  const id = useId()
  return (
    <Switch
      aria-label={`Active: ${subject}`}
      checked={active}
      id={id}
      label={active ? 'Active' : 'Inactive'}
      onChange={(event) => onToggle(event.target.checked)}
    />
  )
}
