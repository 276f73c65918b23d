/**
 * The added fields of a chunk's rows: the related ids they name checked in one query per related
 * collection, the required ones checked on new records (data/records/writeAddedValues.ts writes
 * them). Only a chunk whose file has an
 * added-field column, or whose new records take an added field's default, comes here.
 */
import type { Payload } from 'payload'

import type { RowError } from '../../schemas/imports'
import { addedDefault } from './addedFields'
import type { AddedColumn } from './addedFields'
import type { ColumnPlan } from './columnPlan'
import type { ConvertedRow } from './convertRow'

/** The defaults a new record takes for the added fields it has no value for (none: empty). */
export const addedDefaults = (columns: AddedColumn[]): Record<string, unknown> =>
  Object.fromEntries(
    columns.flatMap((added) => {
      const value = addedDefault(added)
      return value === undefined ? [] : [[added.name, value]]
    }),
  )

const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : []

/**
 * The rows naming a related document that does not exist, with an error each (under the column).
 * One query per related collection for the whole chunk.
 */
export const unknownRelations = async ({
  payload,
  plan,
  rows,
}: {
  payload: Payload
  plan: ColumnPlan
  rows: ConvertedRow[]
}): Promise<Map<ConvertedRow, RowError[]>> => {
  const failed = new Map<ConvertedRow, RowError[]>()
  for (const added of plan.added) {
    if (!added.relationTo) continue
    const named = rows.flatMap((row) => (row.added ? idsOf(row.added[added.name]) : []))
    if (!named.length) continue
    const { docs } = await payload.find({
      collection: added.relationTo as 'categories',
      depth: 0,
      limit: 0,
      overrideAccess: true,
      pagination: false,
      select: {},
      where: { id: { in: [...new Set(named)] } },
    })
    const found = new Set(docs.map((doc) => String(doc.id)))
    for (const row of rows) {
      const missing = idsOf(row.added?.[added.name]).filter((id) => !found.has(id))
      if (!missing.length) continue
      const error = {
        column: added.column,
        line: row.line,
        message: `${added.name}: no document of ${added.relationTo} has the id ${missing[0]}`,
      }
      failed.set(row, [...(failed.get(row) ?? []), error])
    }
  }
  return failed
}

/** The required added fields a new record's values leave empty, as errors under their columns. */
export const missingRequired = (
  plan: ColumnPlan,
  line: number,
  values: Record<string, unknown>,
): RowError[] =>
  plan.added
    .filter(({ field, name }) => {
      if (!('required' in field && field.required)) return false
      const value = values[name]
      return (
        value === undefined ||
        value === null ||
        value === '' ||
        (Array.isArray(value) && !value.length)
      )
    })
    .map(({ column, name }) => ({ column, line, message: `${name} is required` }))
