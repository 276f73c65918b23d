export const SESSION_COOKIE = 'sg_session'
export const SESSION_HEADER = 'x-session-id'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

type HeaderBag = Headers | Record<string, string | string[] | undefined>

const header = (headers: HeaderBag, name: string): string | undefined => {
  if (typeof (headers as Headers).get === 'function')
    return (headers as Headers).get(name) ?? undefined
  const value = (headers as Record<string, string | string[] | undefined>)[name]
  return Array.isArray(value) ? value[0] : value
}

const cookieValue = (cookieHeader: string | undefined, name: string): string | undefined => {
  if (!cookieHeader) return undefined
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name)
      return decodeURIComponent(part.slice(eq + 1).trim())
  }
  return undefined
}

/**
 * The session id from the `X-Session-Id` header, else from the session cookie. Only well-formed ids
 * are returned, so a forged value never reaches a database query.
 */
export const readSessionId = (headers: HeaderBag): string | undefined => {
  const id =
    header(headers, SESSION_HEADER) || cookieValue(header(headers, 'cookie'), SESSION_COOKIE)
  return id && UUID.test(id) ? id : undefined
}
