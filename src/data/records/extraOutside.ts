/**
 * The fields a developer added to dataset records that Payload keeps outside the records table's own
 * columns (a hasMany select, relationship, text or number, an array; also a localized or polymorphic
 * field): the raw record reads (extraColumns.ts) cannot select them, so they are read through the
 * Local API, one query per batch of records, on SQLite and PostgreSQL alike. Nothing is read when no
 * such field was added.
 */
import type { FieldAffectingData, Payload } from 'payload'

import { extraFields } from '../../config/extraFieldSpecs'
import { refId } from '../../utilities/refId'
import { inColumn } from './extraColumns'

type Ref = Parameters<typeof refId>[0]

// As the documented API answers a value: relationships as ids, others as stored (depth 0 leaves ids).
const replyValue = (field: FieldAffectingData, value: unknown) => {
  if (value === undefined || value === null) return null
  if (field.type !== 'relationship' && field.type !== 'upload') return value
  return Array.isArray(value) ? value.map((item) => refId(item as Ref)) : refId(value as Ref)
}

/** The added record fields kept outside the table's columns. */
const outsideRecordFields = (payload: Payload): FieldAffectingData[] =>
  extraFields(payload.config, 'dataset-records').filter((field) => !inColumn(field))

const BATCH = 500

/**
 * The outside fields' values of these records, by record id, as the documented API answers them
 * (relationships as ids, an array as its rows); empty when there are no such fields.
 */
export const outsideValues = async (
  payload: Payload,
  ids: string[],
): Promise<Map<string, Record<string, unknown>>> => {
  const fields = outsideRecordFields(payload)
  const values = new Map<string, Record<string, unknown>>()
  if (!fields.length || !ids.length) return values
  for (let start = 0; start < ids.length; start += BATCH) {
    const { docs } = await payload.find({
      collection: 'dataset-records',
      depth: 0,
      overrideAccess: true,
      pagination: false,
      select: Object.fromEntries(fields.map((field) => [field.name, true])),
      where: { id: { in: ids.slice(start, start + BATCH) } },
    })
    for (const doc of docs as unknown as Record<string, unknown>[])
      values.set(
        String(doc.id),
        Object.fromEntries(
          fields.map((field) => [field.name, replyValue(field, doc[field.name as string])]),
        ),
      )
  }
  return values
}

// Fields whose value is a list of rows or a structure: a template has no single text to show.
const STRUCTURED = new Set(['array', 'blocks', 'group', 'json'])

/** An outside value as a template's `#name#` shows it; undefined when it is not shown. */
const templateValue = (field: FieldAffectingData, value: unknown): unknown => {
  if (STRUCTURED.has(field.type)) return undefined
  if (!Array.isArray(value)) return typeof value === 'object' && value !== null ? undefined : value
  return value.filter((item) => item !== null && typeof item !== 'object').join(', ')
}

/**
 * The outside fields' values of these records as a template's `#name#` shows them, by record id: a
 * hasMany field's values joined with ", " (a relationship's as ids); an array, blocks, a group or JSON
 * is left out. Empty when there are no such fields.
 */
export const outsideTemplateValues = async (
  payload: Payload,
  ids: string[],
): Promise<Map<string, Record<string, unknown>>> => {
  const values = await outsideValues(payload, ids)
  if (!values.size) return values
  const fields = outsideRecordFields(payload)
  const shown = new Map<string, Record<string, unknown>>()
  for (const [id, record] of values) {
    const entries = fields
      .map((field) => [field.name, templateValue(field, record[field.name as string])] as const)
      .filter(([, value]) => value !== undefined)
    shown.set(id, Object.fromEntries(entries))
  }
  return shown
}
