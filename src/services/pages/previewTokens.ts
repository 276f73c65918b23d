import crypto from 'node:crypto'

/** How long a preview link works. */
export const PREVIEW_LINK_LIFETIME_MS = 60 * 60 * 1000

/**
 * What a preview link grants, on this tenant's site until then: a page's working copy, or a
 * template's working copy drawn for one of its records.
 */
export type PreviewGrant = { tenantId: string; expiresAt: Date } & (
  { pageId: string } | { templateId: string; recordId: string }
)

// Tokens are short: three UUIDs, a time and a signature come to about 240 characters.
const MAX_TOKEN = 512

/**
 * The signing key, derived from the app's secret (PAYLOAD_SECRET) for this one use: a preview
 * signature can never stand for a session token or anything else signed with the secret.
 */
const keyOf = (secret: string) =>
  crypto.createHmac('sha256', secret).update('page-preview-links').digest()

const signatureOf = (secret: string, body: string) =>
  crypto.createHmac('sha256', keyOf(secret)).update(body).digest('base64url')

/** A URL-safe token naming what is previewed, its tenant and the expiry, signed with HMAC-SHA256. */
export const signPreviewToken = (secret: string, grant: PreviewGrant) => {
  const what = 'pageId' in grant ? { p: grant.pageId } : { m: grant.templateId, r: grant.recordId }
  const body = Buffer.from(
    JSON.stringify({ ...what, t: grant.tenantId, e: Math.floor(grant.expiresAt.getTime() / 1000) }),
  ).toString('base64url')
  return `${body}.${signatureOf(secret, body)}`
}

/**
 * What a token grants, or null when it is malformed, not signed with this secret (a single character
 * changed included: the signature is compared as text, so a base64 character differing only in its
 * unused bits does not pass) or expired at `now`.
 */
export const readPreviewToken = (
  secret: string,
  token: string,
  now = new Date(),
): PreviewGrant | null => {
  if (token.length > MAX_TOKEN) return null
  const [body, signature, ...rest] = token.split('.')
  if (!body || !signature || rest.length) return null
  const expected = Buffer.from(signatureOf(secret, body))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null
  let claims: unknown
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  const { e, m, p, r, t } = (claims ?? {}) as Record<string, unknown>
  if (typeof t !== 'string' || typeof e !== 'number') return null
  const expiresAt = new Date(e * 1000)
  if (expiresAt.getTime() <= now.getTime()) return null
  if (typeof p === 'string') return { expiresAt, pageId: p, tenantId: t }
  if (typeof m === 'string' && typeof r === 'string')
    return { expiresAt, recordId: r, templateId: m, tenantId: t }
  return null
}
