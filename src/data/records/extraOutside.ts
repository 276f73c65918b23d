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
 * These added fields' values of these records, by record id, as the documented API answers them
 * (relationships as ids, an array as its rows); empty when there are no fields.
 */
export const addedValues = async (
  payload: Payload,
  ids: string[],
  fields: FieldAffectingData[],
): Promise<Map<string, Record<string, unknown>>> => {
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

/** The outside fields' values of these records, by record id (see addedValues). */
export const outsideValues = (payload: Payload, ids: string[]) =>
  addedValues(payload, ids, outsideRecordFields(payload))

// Fields whose value is a list of rows or a structure: a template has no single text to show.
const STRUCTURED = new Set(['array', 'blocks', 'group', 'json'])

type Titles = Map<string, Map<string, string>>

const relatedTo = (field: FieldAffectingData): string | null =>
  (field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string'
    ? field.relationTo
    : null

const idList = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string')

/**
 * The titles (the collection's admin.useAsTitle, else the id) of the documents these records'
 * added relationships name: one query per related collection, whatever the number of records.
 */
const relatedTitles = async (
  payload: Payload,
  fields: FieldAffectingData[],
  records: Record<string, unknown>[],
): Promise<Titles> => {
  const wanted = new Map<string, Set<string>>()
  for (const field of fields) {
    const slug = relatedTo(field)
    if (!slug) continue
    const ids = wanted.get(slug) ?? new Set<string>()
    for (const record of records) for (const id of idList(record[field.name as string])) ids.add(id)
    wanted.set(slug, ids)
  }
  const titles: Titles = new Map()
  for (const [slug, ids] of wanted) {
    const titleField = payload.collections[slug as 'categories']?.config.admin?.useAsTitle ?? 'id'
    const byId = new Map<string, string>()
    titles.set(slug, byId)
    if (!ids.size || titleField === 'id') continue
    const { docs } = await payload.find({
      collection: slug as 'categories',
      depth: 0,
      limit: 0,
      overrideAccess: true,
      pagination: false,
      select: { [titleField]: true },
      where: { id: { in: [...ids] } },
    })
    for (const doc of docs as unknown as Record<string, unknown>[]) {
      const title = doc[titleField]
      if (title !== null && title !== undefined && title !== '')
        byId.set(String(doc.id), String(title))
    }
  }
  return titles
}

/** An added value as a template's `#name#` shows it; undefined when it is not shown. */
const templateValue = (field: FieldAffectingData, value: unknown, titles: Titles): unknown => {
  if (STRUCTURED.has(field.type)) return undefined
  const slug = relatedTo(field)
  if (slug && value !== null && value !== undefined) {
    const byId = titles.get(slug)
    return idList(value)
      .map((id) => byId?.get(id) ?? id)
      .join(', ')
  }
  if (!Array.isArray(value)) return typeof value === 'object' && value !== null ? undefined : value
  return value.filter((item) => item !== null && typeof item !== 'object').join(', ')
}

/**
 * The added fields' values of these records as a template's `#name#` shows them, by record id: the
 * values read with the row (`columns`) and those kept outside it; a relationship as the related
 * documents' titles (their collection's admin.useAsTitle, else the id), a hasMany field's values
 * joined with ", "; an array, blocks, a group or JSON is left out. Empty when no field was added.
 */
export const addedTemplateValues = async (
  payload: Payload,
  records: { id: string; columns: Record<string, unknown> }[],
): Promise<Map<string, Record<string, unknown>>> => {
  const shown = new Map<string, Record<string, unknown>>()
  const fields = extraFields(payload.config, 'dataset-records')
  if (!fields.length || !records.length) return shown
  const outside = await outsideValues(
    payload,
    records.map((r) => r.id),
  )
  const raw = records.map((r) => ({ ...r.columns, ...outside.get(r.id) }))
  const titles = await relatedTitles(payload, fields, raw)
  records.forEach((record, i) => {
    const entries = fields
      .map((field) => [field.name, templateValue(field, raw[i][field.name as string], titles)] as const)
      .filter(([, value]) => value !== undefined)
    shown.set(record.id, Object.fromEntries(entries))
  })
  return shown
}
