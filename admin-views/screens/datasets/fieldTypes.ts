import type { FieldType } from '../../../src/schemas/fields'

/** The six field types, as the selects offer them. */
export const FIELD_TYPES: { label: string; value: FieldType }[] = [
  { label: 'Text', value: 'text' },
  { label: 'Number', value: 'number' },
  { label: 'Date', value: 'date' },
  { label: 'Boolean', value: 'boolean' },
  { label: 'Email', value: 'email' },
  { label: 'URL', value: 'url' },
]
