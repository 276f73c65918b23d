import React from 'react'

import { FieldError } from './FieldError'

type Props = {
  children: React.ReactNode
  error?: { message?: string }
  hint?: React.ReactNode
  htmlFor: string
  label: string
  required?: boolean
}

/** A labelled form control with its hint and validation message. */
export const Field = ({ children, error, hint, htmlFor, label, required }: Props) => (
  <div className="tw:flex tw:flex-col tw:gap-1">
    <label className="tw:font-medium" htmlFor={htmlFor}>
      {label}
      {required && <span className="tw:text-error-500"> *</span>}
    </label>
    {children}
    {hint && <p className="tw:m-0 tw:text-sm tw:text-elev-500">{hint}</p>}
    <FieldError error={error} />
  </div>
)
