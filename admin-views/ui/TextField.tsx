import React from 'react'

import { cx } from './cx'
import { Field } from './Field'
import type { FieldProps } from './fieldAria'
import { splitFieldProps } from './fieldAria'

type Props = Omit<React.ComponentProps<'input'>, 'id' | 'required'> & FieldProps

/**
 * A labelled text input with its hint and message; takes react-hook-form's `register(...)` spread (the
 * ref is a prop in React 19) or `value` and `onChange`.
 */
export const TextField = (props: Props) => {
  const { control, field } = splitFieldProps(props)
  return (
    <Field {...field}>
      <input {...control} className={cx('sg-input', control.className)} />
    </Field>
  )
}
