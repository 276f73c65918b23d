'use client'
import { useEffect, useId } from 'react'
import type { DefaultValues, FieldValues, Path, Resolver } from 'react-hook-form'
import { useForm } from 'react-hook-form'

import { fieldBinder } from '../lib/form'
import { applyServerErrors } from '../lib/serverErrors'

/** What a create/edit dialog is handed by its screen. */
export type DialogFormProps<T, V> = {
  busy: boolean
  /** Set: edit this item; `null`: create one. */
  editing: null | T
  onClose: () => void
  /** Saves; rejects with the server's refusal (already toasted), whose field messages go under the fields. */
  onSubmit: (values: V) => Promise<unknown>
  open: boolean
  tenantName?: string
}

type Options<V extends FieldValues, T> = {
  /** A new item's values. */
  blank: () => V
  /** The dialog's own props. */
  dialog: DialogFormProps<T, V>
  /** The fields whose server messages go under them. */
  fields: readonly Path<V>[]
  /** Told the values the form was just reset to (a page type keeps the name its slug came from). */
  onReset?: (values: V) => void
  resolver: Resolver<V>
  /** The edited item's values. */
  valuesOf: (item: T) => V
}

/**
 * The form of a create/edit dialog: the API's rules as its resolver, reset to the edited item (or a new
 * one) each time the dialog opens, and on submit the server's per-field messages put under the fields.
 * `id('name')` gives the field ids of this dialog, `field('name')` a control's binding, and `dialog` the
 * props of its FormDialog beside the texts.
 */
export const useDialogForm = <V extends FieldValues, T>({
  blank,
  dialog: { busy, editing, onClose, onSubmit, open },
  fields,
  onReset,
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
  return {
    dialog: {
      busy,
      dirty: form.formState.isDirty,
      formId,
      onClose,
      onSubmit: submit,
      open,
    },
    field: fieldBinder(form, formId, busy),
    form,
    id: (name: string) => `${formId}-${name}`,
  }
}
