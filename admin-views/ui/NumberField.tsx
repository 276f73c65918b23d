import React from 'react'

import { TextField } from './TextField'

type Props = Omit<React.ComponentProps<typeof TextField>, 'inputMode' | 'step' | 'type'>

/** A whole-number TextField: the numeric keyboard on touch screens, steps of one. */
export const NumberField = (props: Props) => (
  <TextField inputMode="numeric" step={1} type="number" {...props} />
)
