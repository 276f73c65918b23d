import type { ExtraFieldSpec } from '../../src/config/extraFieldSpecs'

/**
 * The "Additional fields" inputs' values: text for the inputs, true/false for a checkbox, the chosen
 * values (ids for a relationship) for a hasMany field.
 */
export type ExtraFormValue = boolean | string | string[]
export type ExtraFormValues = Record<string, ExtraFormValue>

/** A document's added fields (an API reply's extra properties) as the inputs show them. */
export const extraFormValues = (
  fields: ExtraFieldSpec[],
  doc: null | Record<string, unknown> | undefined,
): ExtraFormValues =>
  Object.fromEntries(
    fields.map((field) => {
      const value = doc?.[field.name]
      if (field.hasMany)
        return [
          field.name,
          Array.isArray(value)
            ? value.map((item) =>
                item && typeof item === 'object'
                  ? String((item as { id: unknown }).id)
                  : String(item),
              )
            : [],
        ]
      if (field.type === 'checkbox') return [field.name, value === true]
      if (value === null || value === undefined) return [field.name, '']
      // A date input shows the day of the stored instant.
      if (field.type === 'date') return [field.name, String(value).slice(0, 10)]
      return [field.name, String(value)]
    }),
  )

/** The inputs' values as the API takes them: numbers, booleans, ISO dates, ids; blank is null. */
export const extraBody = (
  fields: ExtraFieldSpec[],
  values: ExtraFormValues,
): Record<string, unknown> =>
  Object.fromEntries(
    fields.map((field) => {
      const value = values[field.name]
      if (field.hasMany) return [field.name, Array.isArray(value) ? value : []]
      if (field.type === 'checkbox') return [field.name, value === true]
      if (typeof value !== 'string' || value.trim() === '') return [field.name, null]
      if (field.type === 'number') return [field.name, Number(value)]
      if (field.type === 'date')
        return [field.name, new Date(`${value}T00:00:00.000Z`).toISOString()]
      return [field.name, value]
    }),
  )
