import type { FlattenedField } from 'payload'

import { isDateValue } from './isDateValue'

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * A value in a document sent to Payload's REST that Payload would store or crash on instead of
 * refusing: a date field holding no date (Payload's own validation lets it through to `toISOString`,
 * a 500, and on SQLite the row is already written). Groups, tabs and arrays are walked; blocks are not.
 */
export const documentProblem = (
  fields: FlattenedField[],
  data: Record<string, unknown>,
  label = '',
): string | undefined => {
  for (const field of fields) {
    if (!('name' in field)) continue
    const value = data[field.name]
    if (value === undefined || value === null) continue
    const here = label ? `${label}.${field.name}` : field.name
    let problem: string | undefined
    if (field.type === 'date') problem = isDateValue(value) ? undefined : `${here} must be a date`
    else if ((field.type === 'group' || field.type === 'tab') && isObject(value))
      problem = documentProblem(field.flattenedFields, value, here)
    else if (field.type === 'array' && Array.isArray(value)) {
      problem = value
        .map((row, i) =>
          isObject(row) ? documentProblem(field.flattenedFields, row, `${here}.${i}`) : undefined,
        )
        .find(Boolean)
    }
    if (problem) return problem
  }
  return undefined
}
