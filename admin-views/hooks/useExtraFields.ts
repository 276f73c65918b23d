'use client'
import { useEffect, useState } from 'react'

import type { ExtraFieldSpec } from '../../src/config/extraFieldSpecs'
import { extraBody, extraFormValues } from '../lib/extraFieldValues'
import type { ExtraFormValue, ExtraFormValues } from '../lib/extraFieldValues'

/** No added fields: one array, so a default prop keeps its identity from render to render. */
export const NO_EXTRA_FIELDS: ExtraFieldSpec[] = []

/**
 * A form's "Additional fields": their values, taken from `doc` each time the form opens, and the
 * server's messages for them, each cleared as its field changes. `props` goes to `AdditionalFields`.
 */
export const useExtraFields = (
  fields: ExtraFieldSpec[],
  doc: null | Record<string, unknown> | undefined,
  open: boolean,
) => {
  const [values, setValues] = useState<ExtraFormValues>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  useEffect(() => {
    if (!open) return
    setValues(extraFormValues(fields, doc))
    setErrors({})
  }, [doc, fields, open])
  return {
    /** The values as the API takes them. */
    body: () => extraBody(fields, values),
    props: {
      errors,
      fields,
      onChange: (name: string, value: ExtraFormValue) => {
        setValues((current) => ({ ...current, [name]: value }))
        setErrors(({ [name]: _changed, ...rest }) => rest)
      },
      values,
    },
    /** Shows the server's messages for these fields; answers the fields it refused. */
    showErrors: (fieldErrors: Record<string, string>) => {
      const refused = fields.filter((field) => fieldErrors[field.name])
      setErrors(Object.fromEntries(refused.map((field) => [field.name, fieldErrors[field.name]])))
      return refused
    },
  }
}
