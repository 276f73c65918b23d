import { SESSION_COOKIE } from './readSessionId'

/**
 * The Set-Cookie value that removes the session cookie, for replies built without express (Payload's
 * endpoints). Same attributes as the cookie POST /api/auth/login sets: httpOnly, SameSite=Lax, path /.
 */
export const expiredSessionCookie = ({ secure }: { secure: boolean }): string =>
  `${SESSION_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
