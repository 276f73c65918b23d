import { z } from 'zod'

import type { FieldType } from './fields'
import { isIsoDate } from './isIsoDate'
import { numberInRange } from './numberInRange'

export type FieldDef = {
  name: string
  type: FieldType
  required: boolean
  defaultValue: string | null
}

type Checked = { value: unknown } | { error: string }

const NUMBER = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i
const email = z.email()
const blank = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '')

const isHttpUrl = (v: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol)
  } catch {
    return false
  }
}

/** One value against its field's type; empty values of email, url, date and number become null. */
export const checkValue = (field: Pick<FieldDef, 'name' | 'type'>, value: unknown): Checked => {
  const { name, type } = field
  if (value === null || value === undefined) return { value: null }
  if (type === 'text')
    return typeof value === 'string' ? { value } : { error: `${name} must be text` }
  if (type === 'boolean')
    return typeof value === 'boolean' ? { value } : { error: `${name} must be true or false` }
  if (type === 'number') {
    if (typeof value === 'number')
      return Number.isFinite(value) ? { value } : numberInRange(name, String(value))
    if (typeof value === 'string' && value.trim() === '') return { value: null }
    if (typeof value === 'string' && NUMBER.test(value.trim()))
      return numberInRange(name, value.trim())
    return { error: `${name} must be a number` }
  }
  if (typeof value !== 'string') return { error: `${name} must be text` }
  const text = value.trim()
  if (text === '') return { value: null }
  if (type === 'email')
    return email.safeParse(text).success
      ? { value: text }
      : { error: `${name} must be an email address` }
  if (type === 'url')
    return isHttpUrl(text)
      ? { value: text }
      : { error: `${name} must be a URL starting with http:// or https://` }
  return isIsoDate(text)
    ? { value: text }
    : { error: `${name} must be a date (YYYY-MM-DD or ISO 8601)` }
}

/** A field's stored default (text) as a value of its type, or why it does not fit the type. */
export const parseDefault = (field: Pick<FieldDef, 'name' | 'type'>, text: string): Checked => {
  if (field.type !== 'boolean') return checkValue(field, text)
  if (text === 'true' || text === 'false') return { value: text === 'true' }
  return { error: `${field.name} must be true or false` }
}

type Args = {
  fields: FieldDef[]
  data: Record<string, unknown>
  /** On create, absent keys take the field's default value. */
  applyDefaults: boolean
}

/**
 * Checks a record's data against its dataset's fields: no unknown keys, values of the right type,
 * required fields non-empty. Answers the data to store, or field errors keyed `data.<name>`.
 */
export const validateRecordData = ({ applyDefaults, data, fields }: Args) => {
  const errors: Record<string, string> = {}
  const known = new Set(fields.map((f) => f.name))
  const unknown = Object.keys(data).filter((key) => !known.has(key))
  for (const key of unknown) errors[`data.${key}`] = `Unknown field: ${key}`
  // Entries, not assignments: a field named __proto__ must become a key, never the prototype.
  const out: [string, unknown][] = []
  for (const field of fields) {
    const absent = !Object.prototype.hasOwnProperty.call(data, field.name)
    const useDefault = applyDefaults && absent && field.defaultValue !== null
    const checked = useDefault
      ? parseDefault(field, field.defaultValue as string)
      : checkValue(field, data[field.name])
    if ('error' in checked) errors[`data.${field.name}`] = checked.error
    else if (field.required && blank(checked.value))
      errors[`data.${field.name}`] = `${field.name} is required`
    else if (!absent || useDefault) out.push([field.name, checked.value])
  }
  const messages = Object.values(errors).filter((m) => !m.startsWith('Unknown field'))
  if (unknown.length) messages.unshift(`Unknown fields: ${unknown.join(', ')}`)
  return messages.length
    ? { errors, message: messages.join('; ') }
    : { data: Object.fromEntries(out) }
}
