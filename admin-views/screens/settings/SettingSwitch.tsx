'use client'
import React from 'react'

import { Switch } from '../../ui/Switch'

type Props = Omit<React.ComponentProps<typeof Switch>, 'aria-describedby'> & {
  /** A line under the switch, read with it. */
  description: React.ReactNode
}

/** An on/off setting: the switch, its label, and what it does (or why it is off limits). */
export const SettingSwitch = ({ description, id, ...props }: Props) => (
  <div className="tw:flex tw:flex-col tw:gap-1">
    <Switch aria-describedby={`${id}-description`} id={id} {...props} />
    <p className="tw:m-0 tw:pl-14 tw:text-sm tw:text-elev-500" id={`${id}-description`}>
      {description}
    </p>
  </div>
)
