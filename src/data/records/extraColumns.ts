/**
 * The columns of the fields a developer added to dataset records through the plugin's overrides, for
 * the queries that read records straight from the table (the admin's record list, the public pages).
 * A field that keeps its value in a column of its own is read with the row; one kept elsewhere (a
 * hasMany relationship or select, an array, a localized field) is read by extraOutside.ts.
 */
import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { FieldAffectingData, Payload } from 'payload'

import { extraFields } from '../../config/extraFieldSpecs'
import { drizzleOf } from '../drizzle'
import { isoDate } from '../isoDate'

const COLUMN_TYPES = new Set([
  'checkbox',
  'code',
  'date',
  'email',
  'number',
  'radio',
  'relationship',
  'select',
  'text',
  'textarea',
  'upload',
])

type ExtraColumn = { field: FieldAffectingData; column: unknown; alias: string }

/** Whether the field keeps its value in a column of the records table (read with the row). */
export const inColumn = (field: FieldAffectingData) =>
  COLUMN_TYPES.has(field.type) &&
  !('hasMany' in field && field.hasMany) &&
  !('localized' in field && field.localized) &&
  !('relationTo' in field && Array.isArray(field.relationTo))

/** The added record fields with a column of their own, with the alias a raw query selects them as. */
export const extraRecordColumns = (payload: Payload): ExtraColumn[] => {
  const table = drizzleOf(payload).tables.dataset_records as Record<string, unknown>
  return extraFields(payload.config, 'dataset-records')
    .filter((field) => inColumn(field) && table[field.name as string])
    .map((field) => ({ field, column: table[field.name as string], alias: `x_${field.name}` }))
}

/** `, <column> as "x_<name>"` for each added column (nothing when there are none). */
export const extraColumnsSql = (columns: ExtraColumn[]) =>
  columns.length
    ? sql`, ${sql.join(
        columns.map(({ alias, column }) => sql`${column} as ${sql.raw(`"${alias}"`)}`),
        sql`, `,
      )}`
    : sql``

// A raw row holds SQLite's 0/1 for a checkbox, and PostgreSQL's own text or a Date for a timestamp.
const fromRow = (field: FieldAffectingData, value: unknown) => {
  if (value === undefined || value === null) return null
  if (field.type === 'checkbox') return value === true || value === 1 || value === '1'
  if (field.type === 'date' || value instanceof Date) return isoDate(value)
  if (field.type === 'number') return Number(value)
  if (field.type === 'relationship' || field.type === 'upload') return String(value)
  return value
}

/** The added fields' values of a raw row, by field name. */
export const extraValuesOf = (
  columns: ExtraColumn[],
  row: Record<string, unknown>,
): Record<string, unknown> =>
  Object.fromEntries(
    columns.map(({ alias, field }) => [field.name, fromRow(field, row[alias])]),
  )
