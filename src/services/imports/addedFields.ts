/**
 * The record fields a developer added through the plugin's overrides, as the CSV import and export
 * read and write them: a column each, after the dataset's own fields. A value is its text (a number,
 * `true`/`false`, a date in ISO 8601, a related document's id); a hasMany field's values are one
 * cell holding a JSON array (`["red","blue"]`). Arrays, groups, blocks, JSON and polymorphic
 * relationships have no column.
 */
import type { FieldAffectingData, Payload } from 'payload'

import { extraFields } from '../../config/extraFieldSpecs'
import { isIsoDate } from '../../schemas/isIsoDate'
import { numberInRange } from '../../schemas/numberInRange'
import { isUuid } from '../../utilities/isUuid'
import { booleanCell } from './booleanCell'

export type AddedColumn = {
  /** The column's name: the field's, or `_name` when a field of the dataset has that name. */
  column: string
  field: FieldAffectingData
  name: string
  hasMany: boolean
  /** A relationship's collection: its ids are looked up once per chunk. */
  relationTo: string | null
}

const SCALAR = new Set(['checkbox', 'code', 'date', 'email', 'number', 'radio', 'select'])
const TEXT = new Set(['code', 'email', 'text', 'textarea'])
const hasManyOf = (field: FieldAffectingData) => Boolean('hasMany' in field && field.hasMany)

const importable = (field: FieldAffectingData) =>
  SCALAR.has(field.type) ||
  TEXT.has(field.type) ||
  ((field.type === 'relationship' || field.type === 'upload') && !Array.isArray(field.relationTo))

/** The added record fields with a column, named so that none takes a dataset field's name. */
export const addedColumns = (payload: Pick<Payload, 'config'>, datasetNames: string[]) => {
  const taken = new Set(datasetNames.map((n) => n.toLowerCase()))
  return extraFields(payload.config, 'dataset-records')
    .filter(importable)
    .map((field): AddedColumn => {
      const name = String(field.name)
      return {
        column: taken.has(name.toLowerCase()) ? `_${name}` : name,
        field,
        hasMany: hasManyOf(field),
        name,
        relationTo: 'relationTo' in field ? String(field.relationTo) : null,
      }
    })
}

/** The added columns beside an import's dataset fields. */
export const addedColumnsOf = (payload: Pick<Payload, 'config'>, fields: { name: string }[]) =>
  addedColumns(
    payload,
    fields.map((f) => f.name),
  )

type Checked = { value: unknown } | { error: string }

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i

const optionValues = (field: FieldAffectingData) =>
  'options' in field ? field.options.map((o) => (typeof o === 'string' ? o : String(o.value))) : []

type Limits = { min?: number; max?: number; minLength?: number; maxLength?: number }

/** One value of the field from its text, or why it is not one. */
const oneValue = ({ field, relationTo }: AddedColumn, text: string): Checked => {
  const name = String(field.name)
  const limits = field as Limits
  if (TEXT.has(field.type)) {
    if (limits.maxLength !== undefined && text.length > limits.maxLength)
      return { error: `${name} must be at most ${limits.maxLength} characters` }
    if (limits.minLength !== undefined && text.length < limits.minLength)
      return { error: `${name} must be at least ${limits.minLength} characters` }
    return { value: text }
  }
  const word = text.trim()
  if (field.type === 'number') {
    if (!NUMBER.test(word)) return { error: `${name} must be a number` }
    const number = numberInRange(name, word)
    if ('error' in number) return number
    const { value } = number
    if (limits.min !== undefined && value < limits.min)
      return { error: `${name} must be at least ${limits.min}` }
    if (limits.max !== undefined && value > limits.max)
      return { error: `${name} must be at most ${limits.max}` }
    return { value }
  }
  if (field.type === 'checkbox') return booleanCell(name, word)
  if (field.type === 'date')
    return isIsoDate(word)
      ? { value: new Date(word).toISOString() }
      : { error: `${name} must be a date (YYYY-MM-DD or ISO 8601)` }
  if (field.type === 'select' || field.type === 'radio') {
    const options = optionValues(field)
    const value = options.find((o) => o.toLowerCase() === word.toLowerCase())
    return value !== undefined
      ? { value }
      : { error: `${name} must be one of: ${options.join(', ')}` }
  }
  return isUuid(word)
    ? { value: word.toLowerCase() }
    : { error: `${name} must be the id of a document of ${relationTo}` }
}

// A list cell: a JSON array of texts or numbers (as the export writes it).
const listOf = (cell: string): unknown[] | null => {
  try {
    const parsed: unknown = JSON.parse(cell)
    return Array.isArray(parsed) &&
      parsed.every((item) => typeof item === 'string' || typeof item === 'number')
      ? parsed
      : null
  } catch {
    return null
  }
}

/**
 * A cell as the added field's value: `""` (or only spaces, for a non-text field) is no value; a
 * hasMany cell is a JSON array, each item checked as a value of the field.
 */
export const addedCellValue = (added: AddedColumn, cell: string): Checked => {
  const { field, hasMany, name } = added
  if (!hasMany) {
    if (cell === '' || (!TEXT.has(field.type) && cell.trim() === '')) return { value: null }
    return oneValue(added, cell)
  }
  if (cell.trim() === '') return { value: [] }
  const items = listOf(cell.trim())
  if (!items) return { error: `${name} must be a JSON array, such as ["a","b"]` }
  const values: unknown[] = []
  for (const item of items) {
    const checked = oneValue(added, String(item))
    if ('error' in checked) return checked
    values.push(checked.value)
  }
  const limits = field as { minRows?: number; maxRows?: number }
  if (limits.maxRows !== undefined && values.length > limits.maxRows)
    return { error: `${name} must have at most ${limits.maxRows} values` }
  return { value: values }
}

/** A field's default as a new imported record takes it (only a fixed value: not a function). */
export const addedDefault = ({ field }: AddedColumn): unknown =>
  'defaultValue' in field && typeof field.defaultValue !== 'function'
    ? (field.defaultValue ?? undefined)
    : undefined
