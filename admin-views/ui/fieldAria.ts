import type React from 'react'

/** A field's validation message as react-hook-form gives it (or as a screen sets it). */
export type FieldMessage = { message?: string }

export const hintId = (id: string) => `${id}-hint`
export const errorId = (id: string) => `${id}-error`

type Args = { error?: FieldMessage; hint?: unknown; id: string }

/**
 * The attributes that tie a control to its label's field: its id (the label's `htmlFor`), `aria-invalid`
 * while it has a message, and `aria-describedby` naming the hint and the message that `Field` shows.
 */
export const fieldAria = ({ error, hint, id }: Args) => {
  const invalid = Boolean(error?.message)
  const describedBy = [hint ? hintId(id) : null, invalid ? errorId(id) : null].filter(Boolean)
  return {
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
    'aria-invalid': invalid ? true : undefined,
    id,
  }
}

/** What TextField, TextAreaField and SelectField take beside their control's own attributes. */
export type FieldProps = {
  error?: FieldMessage
  /** Classes of the field around the label, control, hint and message (grid spans). */
  fieldClassName?: string
  hint?: React.ReactNode
  id: string
  label: string
  required?: boolean
}

/**
 * Splits a labelled control's props into the `Field` around it and the control itself (with its id,
 * `aria-required`, `aria-invalid` and `aria-describedby`).
 */
export const splitFieldProps = <P extends FieldProps>({
  error,
  fieldClassName,
  hint,
  id,
  label,
  required,
  ...control
}: P) => ({
  control: {
    'aria-required': required || undefined,
    ...control,
    ...fieldAria({ error, hint, id }),
  },
  field: { className: fieldClassName, error, hint, htmlFor: id, label, required },
})
