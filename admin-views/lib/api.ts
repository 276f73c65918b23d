/**
 * The admin's one way to call the server (spec admin-core §7): cookies always, `X-Session-Id` when a
 * session id is stored, JSON bodies, and any non-OK answer raised as `Error('{status}: {body text}')`.
 */
export const SESSION_STORAGE_KEY = 'admin-session-id'

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

/** An answer that was not OK: `message` is the spec's 'status: body text'; `body` is the parsed JSON, if any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`${status}: ${text}`)
    this.name = 'ApiError'
  }

  /** The server's `{ message }`, when it sent one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.text) as { message?: unknown }
      return typeof parsed.message === 'string' ? parsed.message : undefined
    } catch {
      return undefined
    }
  }
}

export type ApiInit = {
  body?: unknown
  method?: 'DELETE' | 'GET' | 'PATCH' | 'POST' | 'PUT'
  signal?: AbortSignal
}

export const apiRequest = async (url: string, init: ApiInit = {}): Promise<Response> => {
  const headers: Record<string, string> = { Accept: 'application/json' }
  const sessionId = storedSessionId()
  if (sessionId) headers['X-Session-Id'] = sessionId
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(url, {
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
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

/** The server's message from an error, else the fallback the spec names ('Failed to create ...'). */
export const errorMessage = (error: unknown, fallback: string): string =>
  (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback
