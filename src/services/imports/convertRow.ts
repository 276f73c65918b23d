import type { RowError } from '../../schemas/imports'
import { checkValue, parseDefault, validateRecordData } from '../../schemas/recordData'
import type { FieldDef } from '../../schemas/recordData'
import { isIsoDate } from '../../schemas/isIsoDate'
import { isUuid } from '../../utilities/isUuid'
import { hasUnsafeText, unsafeTextMessage } from '../../utilities/unsafeText'
import { addedCellValue } from './addedFields'
import { booleanCell } from './booleanCell'
import type { Cell } from './csvReader'
import type { ColumnPlan, ImportField } from './columnPlan'
import { unescapeFormula } from './formulaCells'

export type ConvertedRow = {
  line: number
  /** The values of the file's field columns, converted to their types (not yet checked as a whole). */
  values: Record<string, unknown>
  liveDate: string | null
  id: string | null
  errors: RowError[]
  /** The values of the file's added-field columns (only when it has some; see addedFields.ts). */
  added?: Record<string, unknown>
}

const DECIMAL_COMMA = /^\s*-?\d+,\d+\s*$/
const LIVE_DATE = 'Live date must be a valid date (YYYY-MM-DD or ISO 8601)'

/** A cell as a value of its field's type, or why it is not one. */
const cellValue = (field: ImportField, cell: string, decimalComma: boolean) => {
  if (field.type === 'boolean') {
    if (cell.trim() === '') return { value: null }
    return booleanCell(field.name, cell)
  }
  if (field.type === 'number' && decimalComma && DECIMAL_COMMA.test(cell))
    return checkValue(field, cell.replace(',', '.'))
  return checkValue(field, cell)
}

type Args = { cells: Cell[]; line: number; plan: ColumnPlan; decimalComma: boolean }

/**
 * One row of the file: its cells converted by their columns' targets, with an error per bad cell. A
 * cell first loses the `'` an export put before a formula (formulaCells.ts), whatever its type: a
 * number written `'-5` is -5.
 */
export const convertRow = ({ cells, decimalComma, line, plan }: Args): ConvertedRow => {
  const row: ConvertedRow = { errors: [], id: null, line, liveDate: null, values: {} }
  if (cells.length !== plan.header.length && !(cells.length === 1 && cells[0] === null))
    row.errors.push({
      column: null,
      line,
      message: `Expected ${plan.header.length} columns, found ${cells.length}`,
    })
  plan.targets.forEach((target, i) => {
    if (!target) return
    const written = cells[i] ?? null
    const cell = written === null ? null : unescapeFormula(written)
    const column = plan.header[i]
    // PostgreSQL stores no NUL, and no lone surrogate survives UTF-8: the row fails, the rest goes on.
    if (cell !== null && hasUnsafeText(cell)) {
      row.errors.push({ column, line, message: unsafeTextMessage('The cell') })
      return
    }
    if (target.kind === 'id') {
      row.id = cell && isUuid(cell.trim()) ? cell.trim().toLowerCase() : null
      return
    }
    if (target.kind === 'liveDate') {
      const text = cell?.trim() ?? ''
      if (text === '') return
      if (isIsoDate(text)) row.liveDate = new Date(text).toISOString()
      else row.errors.push({ column, line, message: LIVE_DATE })
      return
    }
    // An empty cell gives no value: a new record takes the field's default, an updated one keeps
    // its own. `""` is a value (empty text; no value for the other types).
    if (cell === null) return
    if (target.kind === 'added') {
      const value = addedCellValue(target.added, cell)
      if ('error' in value) row.errors.push({ column, line, message: value.error })
      else (row.added ??= {})[target.added.name] = value.value
      return
    }
    const checked = cellValue(target.field, cell, decimalComma)
    if ('error' in checked) row.errors.push({ column, line, message: checked.error })
    else row.values[target.field.name] = checked.value
  })
  return row
}

type Checked = { data: Record<string, unknown> } | { errors: RowError[] }

/**
 * The check of a row's data as `POST /api/records` makes it (required fields, defaults on create),
 * prepared once for a dataset's fields: a function from a row (and, updating, the record's data the
 * row's values go over: columns the file lacks keep theirs) to the data it would store, or its
 * errors, each under the column that holds the value.
 *
 * A new record's values were each checked against their field by convertRow, and checking such a
 * value again gives it back unchanged: only required fields and defaults are left to decide, with
 * the defaults parsed here once. Whatever is refused, and every update, goes through
 * validateRecordData itself, so messages and stored data are the same as the API's.
 */
export const rowChecker = (fields: ImportField[], plan: ColumnPlan) => {
  const defs: FieldDef[] = fields.map(({ defaultValue, name, required, type }) => ({
    defaultValue,
    name,
    required,
    type,
  }))
  const known = new Set(fields.map((f) => f.name))
  const defaults = defs.map((f) =>
    f.defaultValue === null ? null : parseDefault(f, f.defaultValue),
  )
  const columnOf = (name: string) =>
    plan.header[plan.targets.findIndex((t) => t?.kind === 'field' && t.field.name === name)] ?? name

  const validate = (row: ConvertedRow, base?: Record<string, unknown>): Checked => {
    const kept = base ? Object.fromEntries(Object.entries(base).filter(([k]) => known.has(k))) : {}
    const result = validateRecordData({
      applyDefaults: !base,
      data: { ...kept, ...row.values },
      fields: defs,
    })
    if ('data' in result) return { data: result.data as Record<string, unknown> }
    return {
      errors: Object.entries(result.errors ?? {}).map(([key, message]) => ({
        column: columnOf(key.replace(/^data\./, '')),
        line: row.line,
        message,
      })),
    }
  }

  // A new record: its fields in order, each its converted value, or its default, or left out.
  const create = (row: ConvertedRow): Checked | null => {
    const out: [string, unknown][] = []
    for (let i = 0; i < defs.length; i++) {
      const field = defs[i]
      const given = Object.prototype.hasOwnProperty.call(row.values, field.name)
      const fallback = given ? null : defaults[i]
      if (fallback && !('value' in fallback)) return null
      const value = given ? row.values[field.name] : (fallback?.value ?? null)
      if (field.required && isBlank(value)) return null
      if (given || fallback) out.push([field.name, value])
    }
    return { data: Object.fromEntries(out) }
  }

  return ({ base, row }: { row: ConvertedRow; base?: Record<string, unknown> }): Checked => {
    if (row.errors.length) return { errors: row.errors }
    return (base ? null : create(row)) ?? validate(row, base)
  }
}

const isBlank = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '')
