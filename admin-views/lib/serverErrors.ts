import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import { ApiError } from './api'

/** The per-field messages of a 400 (`{ message, errors: { name: '...', 'data.price': '...' } }`). */
export const serverFieldErrors = (error: unknown): Record<string, string> => {
  if (!(error instanceof ApiError)) return {}
  try {
    const parsed = JSON.parse(error.text) as { errors?: unknown }
    if (!parsed.errors || typeof parsed.errors !== 'object') return {}
    return Object.fromEntries(
      Object.entries(parsed.errors as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    )
  } catch {
    // Not JSON: the toast carries the message.
    return {}
  }
}

/** Puts the server's per-field messages under the form's fields (those named in `fields`). */
export const applyServerErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void => {
  for (const [key, message] of Object.entries(serverFieldErrors(error))) {
    if ((fields as readonly string[]).includes(key))
      setError(key as Path<T>, { message, type: 'server' })
  }
}
