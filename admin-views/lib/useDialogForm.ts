'use client'
import { useEffect, useId } from 'react'
import type { DefaultValues, FieldValues, Path, Resolver } from 'react-hook-form'
import { useForm } from 'react-hook-form'

import { applyServerErrors } from './serverErrors'

type Options<V extends FieldValues, T> = {
  /** A new item's values. */
  blank: () => V
  /** Set: the dialog edits this item; `null`: it creates one. */
  editing: null | T
  /** The fields whose server messages go under them. */
  fields: readonly Path<V>[]
  /** Saves; rejects with the server's refusal (already toasted). */
  onSubmit: (values: V) => Promise<unknown>
  /** Told the values the form was just reset to (a page type keeps the name its slug came from). */
  onReset?: (values: V) => void
  open: boolean
  resolver: Resolver<V>
  /** The edited item's values. */
  valuesOf: (item: T) => V
}

/**
 * The form of a create/edit dialog: the API's rules as its resolver, reset to the edited item (or a new
 * one) each time the dialog opens, and on submit the server's per-field messages put under the fields.
 * `id('name')` gives the field ids of this dialog, `formId` the id its submit button points to.
 */
export const useDialogForm = <V extends FieldValues, T>({
  blank,
  editing,
  fields,
  onReset,
  onSubmit,
  open,
  resolver,
  valuesOf,
}: Options<V, T>) => {
  const formId = useId()
  const form = useForm<V>({ defaultValues: blank() as DefaultValues<V>, resolver })
  const { reset, setError } = form

  // Only opening and another item reset the form; the callbacks are the dialog's of that render.
  useEffect(() => {
    if (!open) return
    const values = editing ? valuesOf(editing) : blank()
    onReset?.(values)
    reset(values)
  }, [editing, open, reset])

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values)
    } catch (error) {
      applyServerErrors(error, setError, fields)
    }
  })
  return { form, formId, id: (name: string) => `${formId}-${name}`, submit }
}
