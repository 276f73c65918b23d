import React from 'react'

import { cx } from './cx'
import type { FieldMessage } from './fieldAria'
import { errorId, hintId } from './fieldAria'
import { FieldError } from './FieldError'

type Props = {
  children: React.ReactNode
  className?: string
  error?: FieldMessage
  hint?: React.ReactNode
  htmlFor: string
  label: string
  /** The label's id, for a control that is named by `aria-labelledby` (one `<label for>` cannot name). */
  labelId?: string
  required?: boolean
}

/**
 * A labelled form control with its hint and validation message. The control itself takes
 * `fieldAria({ error, hint, id })`, so its hint and message are read with it (TextField, SelectField and
 * TextAreaField do this).
 */
export const Field = ({
  children,
  className,
  error,
  hint,
  htmlFor,
  label,
  labelId,
  required,
}: Props) => (
  <div className={cx('tw:flex tw:flex-col tw:gap-1', className)}>
    <label className="tw:font-medium" htmlFor={htmlFor} id={labelId}>
      {label}
      {required && <span className="tw:text-error-500"> *</span>}
    </label>
    {children}
    {hint && (
      <p className="tw:m-0 tw:text-sm tw:text-elev-500" id={hintId(htmlFor)}>
        {hint}
      </p>
    )}
    <FieldError error={error} id={errorId(htmlFor)} />
  </div>
)
