import React from 'react'

import { cx } from './cx'
import { Field } from './Field'
import type { FieldProps } from './fieldAria'
import { splitFieldProps } from './fieldAria'

type Props = Omit<React.ComponentProps<'textarea'>, 'id' | 'required'> & FieldProps

/** A labelled textarea with its hint and message; takes `register(...)` or `value` and `onChange`. */
export const TextAreaField = (props: Props) => {
  const { control, field } = splitFieldProps(props)
  return (
    <Field {...field}>
      <textarea {...control} className={cx('sg-textarea', control.className)} />
    </Field>
  )
}
