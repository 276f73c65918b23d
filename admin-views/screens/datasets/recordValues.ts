import type { FieldReply } from '../../../src/schemas/fields'

/** What a record form holds per field: a checkbox's boolean, otherwise the input's text. */
type FormValue = boolean | string
export type FormValues = Record<string, FormValue>

const pad = (n: number) => String(n).padStart(2, '0')

/** A `datetime-local` value (local time, to the minute) for an instant. */
export const toLocalInput = (value: Date | null | string | undefined): string => {
  const date = value ? new Date(value) : new Date()
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** The instant a `datetime-local` value means in this browser's time zone; blank means "now" / unchanged. */
export const fromLocalInput = (value: string): null | string => {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : date.toISOString()
}

/** Live once its liveDate has passed (spec admin-core §4); no date means live. */
export const isLive = (liveDate: null | string, now = Date.now()): boolean =>
  !liveDate || new Date(liveDate).getTime() <= now

export const formValuesOf = (
  fields: FieldReply[],
  data: Record<string, unknown> = {},
  useDefaults = false,
): FormValues =>
  Object.fromEntries(
    fields.map((field) => {
      const value = field.name in data ? data[field.name] : useDefaults ? field.defaultValue : null
      if (field.type === 'boolean') return [field.name, value === true || value === 'true']
      if (value === null || value === undefined) return [field.name, '']
      if (field.type === 'date') {
        const text = String(value)
        return [field.name, /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : text]
      }
      return [field.name, typeof value === 'object' ? JSON.stringify(value) : String(value)]
    }),
  )

/** The record's `data` as the API takes it: numbers as numbers (empty becomes null), the rest as typed. */
export const dataOf = (fields: FieldReply[], values: FormValues): Record<string, unknown> =>
  Object.fromEntries(
    fields.map((field) => {
      const value = values[field.name]
      if (field.type === 'boolean') return [field.name, value === true]
      const text = typeof value === 'string' ? value : ''
      if (field.type === 'number') {
        if (text.trim() === '') return [field.name, null]
        const number = Number(text)
        // Text that is not a number goes as typed, so the server names the problem.
        return [field.name, Number.isFinite(number) ? number : text]
      }
      if (field.type === 'email' || field.type === 'url' || field.type === 'date')
        return [field.name, text.trim() === '' ? null : text.trim()]
      return [field.name, text]
    }),
  )

/** A value as a table cell shows it. */
export const displayValue = (field: FieldReply, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—'
  if (field.type === 'boolean') return value === true ? 'Yes' : 'No'
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}
