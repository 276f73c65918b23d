import { conflict } from '../errors'

const DUPLICATE_NAME = 'A field with this name already exists in this dataset'

/** The unique index on (dataset, name) refused a write: the spec's 409, not a generic one. */
export const duplicateAs409 = (error: unknown): never => {
  const e = error as Error & { data?: { errors?: { tableName?: string }[] } }
  const unique =
    e?.name === 'ValidationError'
      ? !!e.data?.errors?.some((item) => item.tableName)
      : /unique|duplicate/i.test(`${e?.message ?? ''}`)
  if (unique) throw conflict(DUPLICATE_NAME, { name: DUPLICATE_NAME })
  throw error
}
