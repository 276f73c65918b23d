/**
 * The admin's one way to call the server (spec admin-core §7): cookies always, `X-Session-Id` when a
 * session id is stored, JSON bodies (or a FormData, for uploads), and any non-OK answer raised as
 * `Error('{status}: {body text}')`.
 */
const SESSION_STORAGE_KEY = 'admin-session-id'

export const storedSessionId = (): string | null => {
  if (typeof window === 'undefined') return null
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY)
  } catch {
    return null
  }
}

export const storeSessionId = (id: string | null): void => {
  try {
    if (id) window.localStorage.setItem(SESSION_STORAGE_KEY, id)
    else window.localStorage.removeItem(SESSION_STORAGE_KEY)
  } catch {
    // Storage may be disabled (private mode): the session cookie still carries the session.
  }
}

type PayloadErrors = { data?: { errors?: { message?: unknown }[] }; message?: unknown }[]

/** An answer that was not OK: `message` is the spec's 'status: body text'; `body` is the parsed JSON, if any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`${status}: ${text}`)
    this.name = 'ApiError'
  }

  /**
   * The server's `{ message }`, when it sent one; from Payload's own REST (uploads), the first field's
   * message of its `{ errors: [...] }`, else the first error's.
   */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.text) as { errors?: PayloadErrors; message?: unknown }
      if (typeof parsed.message === 'string') return parsed.message
      const first = Array.isArray(parsed.errors) ? parsed.errors[0] : undefined
      const message = first?.data?.errors?.[0]?.message ?? first?.message
      return typeof message === 'string' ? message : undefined
    } catch {
      return undefined
    }
  }
}

export type ApiInit = {
  /** JSON, or a FormData sent as multipart (an upload to Payload's REST). */
  body?: unknown
  method?: 'DELETE' | 'GET' | 'PATCH' | 'POST' | 'PUT'
  signal?: AbortSignal
}

const apiRequest = async (url: string, init: ApiInit = {}): Promise<Response> => {
  const headers: Record<string, string> = { Accept: 'application/json' }
  const sessionId = storedSessionId()
  if (sessionId) headers['X-Session-Id'] = sessionId
  // A form's Content-Type (multipart, with its boundary) is the browser's to write.
  const body =
    init.body === undefined || init.body instanceof FormData ? init.body : JSON.stringify(init.body)
  if (typeof body === 'string') headers['Content-Type'] = 'application/json'
  const response = await fetch(url, {
    body,
    credentials: 'include',
    headers,
    method: init.method ?? 'GET',
    signal: init.signal,
  })
  if (!response.ok) {
    const text = (await response.text().catch(() => '')) || response.statusText
    throw new ApiError(response.status, text)
  }
  return response
}

/** Calls the API and parses the JSON answer (`undefined` for a 204). */
export const api = async <T = unknown>(url: string, init: ApiInit = {}): Promise<T> => {
  const response = await apiRequest(url, init)
  if (response.status === 204) return undefined as T
  const text = await response.text()
  return (text ? JSON.parse(text) : undefined) as T
}

/** A page of a list, with the total from `X-Total-Count`. */
export const apiPage = async <T = unknown>(url: string): Promise<{ items: T[]; total: number }> => {
  const response = await apiRequest(url)
  const items = (await response.json()) as T[]
  return { items, total: Number(response.headers.get('X-Total-Count') ?? items.length) }
}

/**
 * Uploads a file as multipart/form-data (field `file`) with the session, and parses the JSON answer:
 * the one call whose body is not JSON (the records import).
 */
export const apiUpload = async <T = unknown>(url: string, file: File): Promise<T> => {
  const form = new FormData()
  form.append('file', file, file.name)
  const headers: Record<string, string> = { Accept: 'application/json' }
  const sessionId = storedSessionId()
  if (sessionId) headers['X-Session-Id'] = sessionId
  const response = await fetch(url, { body: form, credentials: 'include', headers, method: 'POST' })
  const text = (await response.text().catch(() => '')) || response.statusText
  if (!response.ok) throw new ApiError(response.status, text)
  return JSON.parse(text) as T
}

/** The server's message from an error, else the fallback the spec names ('Failed to create ...'). */
export const errorMessage = (error: unknown, fallback: string): string =>
  (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback
