import type { FieldType } from '../../../src/schemas/fields'
import { parseDefault } from '../../../src/schemas/recordData'
import { documentCheck } from '../../hooks/documentCheck'

/** A default value is stored as text but must read as a value of the field's type ('12' for a number). */
export const checkDefaultFits = documentCheck(({ changes, data, doc: field, fail }) => {
  if (!changes(['defaultValue', 'type'])) return data
  if (field.defaultValue === null || field.defaultValue === undefined || field.defaultValue === '')
    return data
  const checked = parseDefault(
    { name: 'Default value', type: (field.type ?? 'text') as FieldType },
    String(field.defaultValue),
  )
  if ('error' in checked) fail([{ message: checked.error, path: 'defaultValue' }])
  return data
})
