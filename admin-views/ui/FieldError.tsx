import React from 'react'

import type { FieldMessage } from './fieldAria'

/** A form field's validation message, under the field, as the spec places them. */
export const FieldError = ({
  error,
  id,
  message,
}: {
  error?: FieldMessage
  /** Named by the control's `aria-describedby` (see `fieldAria`). */
  id?: string
  message?: string
}) => {
  const text = message ?? error?.message
  if (!text) return null
  return (
    <p className="sg-field-error tw:m-0 tw:text-sm tw:text-error-500" id={id} role="alert">
      {text}
    </p>
  )
}
