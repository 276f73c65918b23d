import type { FieldError as RhfFieldError } from 'react-hook-form'
import React from 'react'

/** A form field's validation message, under the field, as the spec places them. */
export const FieldError = ({
  error,
  message,
}: {
  error?: Pick<RhfFieldError, 'message'>
  message?: string
}) => {
  const text = message ?? error?.message
  if (!text) return null
  return (
    <p className="sg-field-error tw:m-0 tw:text-sm tw:text-error-500" role="alert">
      {text}
    </p>
  )
}
