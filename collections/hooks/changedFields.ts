import { refId } from '../../src/utilities/refId'

type Doc = Record<string, unknown> | undefined

/** The value at a dotted path: `settings.pageTypeId` inside the JSON field `settings`. */
export const valueAt = (doc: Doc, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      doc,
    )

// A relationship arrives as an id or as the populated document; either way it is the same reference.
const normalize = (value: unknown): unknown => {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'id' in value)
    return refId(value as { id: string })
  if (Array.isArray(value)) return value.map(normalize)
  return value ?? null
}

type Args = { data: Doc; operation: 'create' | 'update' | string; originalDoc?: Doc }

/**
 * Whether this write sets the field to something new. On update Payload hands collection hooks the
 * whole document (the stored values merged under what was sent), so "the key is there" says nothing:
 * the value is compared with the stored one. Rules about references are checked only when they
 * change, so a document whose page type was deleted since can still be toggled or reordered.
 */
export const changed = ({ data, operation, originalDoc }: Args, path: string): boolean => {
  const next = valueAt(data, path)
  if (operation !== 'update') return next !== undefined && next !== null
  if (next === undefined) return false
  return JSON.stringify(normalize(next)) !== JSON.stringify(normalize(valueAt(originalDoc, path)))
}
