import { ApiError } from '../../lib/api'

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
    return {}
  }
}
