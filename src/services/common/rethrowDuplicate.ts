import { conflict } from '../errors'

type PayloadError = Error & {
  code?: string
  cause?: Error
  data?: { errors?: { tableName?: string }[] }
}

// Payload reports a unique index violation as a ValidationError whose items carry `tableName` (see
// src/http/errorHandler.ts); a driver error can also reach us unwrapped.
const isDuplicate = (error: unknown): boolean => {
  const e = error as PayloadError
  if (e?.name === 'ValidationError') return !!e.data?.errors?.some((item) => item.tableName)
  const text = `${e?.message ?? ''} ${e?.cause?.message ?? ''} ${e?.code ?? ''}`
  return /unique|duplicate key|23505|SQLITE_CONSTRAINT_UNIQUE/i.test(text)
}

/**
 * Runs a write and turns a unique index violation into a 409 with the spec's wording ('A page with
 * this slug already exists for this tenant') instead of the generic one. The database, not a prior
 * count, decides: two concurrent creates cannot both pass.
 */
export const rethrowDuplicate = async <T>(
  write: () => Promise<T>,
  field: string,
  message: string,
): Promise<T> => {
  try {
    return await write()
  } catch (error) {
    if (isDuplicate(error)) throw conflict(message, { [field]: message })
    throw error
  }
}
