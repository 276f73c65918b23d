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

/**
 * An outside value as a template's `#name#` shows it: a hasMany field's values joined with ", " (a
 * relationship's as ids); an array, a group or other structured value is not shown (undefined).
 */
export const templateValue = (value: unknown): unknown => {
  if (value === null || value === undefined) return value
  if (Array.isArray(value))
    return value.every((item) => item === null || typeof item !== 'object')
      ? value.filter((item) => item !== null && item !== undefined).join(', ')
      : undefined
  return typeof value === 'object' ? undefined : value
}
