import type http from 'node:http'

const ADMIN = /^\/admin(\/|\?|$)/

/** What every answer carries (the cached-page fast path writes them with its own head). */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const

/**
 * Headers every answer carries, set before anything else answers (cached pages, site pages, express,
 * Next, errors, redirects): no MIME sniffing, and no full URL leaking to other sites in Referer. The
 * admin may be framed only by itself (clickjacking); it gets no script policy, Next needs inline scripts.
 */
export const setSecurityHeaders = (req: http.IncomingMessage, res: http.ServerResponse) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value)
  if (ADMIN.test(req.url ?? '')) {
    res.setHeader('content-security-policy', "frame-ancestors 'self'")
    res.setHeader('x-frame-options', 'SAMEORIGIN')
  }
}
