import React from 'react'

import type { SelectOption } from '../lib/options'
import { cx } from './cx'
import { Field } from './Field'
import type { FieldProps } from './fieldAria'
import { splitFieldProps } from './fieldAria'

type Props = Omit<React.ComponentProps<'select'>, 'id' | 'required'> &
  FieldProps & {
    /** The choices; `children` come first (a 'Select a ...' option, a loading one). */
    options?: readonly SelectOption[]
  }

/** A labelled select with its hint and message; takes `register(...)` or `value` and `onChange`. */
export const SelectField = ({ children, options = [], ...props }: Props) => {
  const { control, field } = splitFieldProps(props)
  return (
    <Field {...field}>
      <select {...control} className={cx('sg-select', control.className)}>
        {children}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  )
}
