/**
 * Time-based one-time passwords (RFC 6238, what authenticator apps speak) through the maintained
 * `otpauth` library: SHA-1, 6 digits, 30-second steps, a code accepted one step either side of now
 * (a phone's clock may be a little off). The QR code is drawn here, on the server (`qrcode`, an SVG):
 * nothing is fetched from elsewhere.
 */
import crypto from 'node:crypto'

import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'

const PERIOD_SECONDS = 30
const WINDOW_STEPS = 1

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    issuer,
    label,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  })

/** A new secret: 160 random bits, in base32 as apps take it typed in. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

/** The `otpauth://totp/...` URL the QR code holds: the app shows the issuer and the account. */
export const otpauthUrl = ({
  issuer,
  label,
  secret,
}: {
  issuer: string
  label: string
  secret: string
}) => totpOf(secret, issuer, label).toString()

/** The QR code of a text as an SVG data URL, for an `<img>`. */
export const qrCodeDataUrl = async (text: string): Promise<string> => {
  const svg = await QRCode.toString(text, { errorCorrectionLevel: 'M', margin: 2, type: 'svg' })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** The time step a 6-digit code belongs to, or null when it is no code of this secret now. */
export const codeStep = (secret: string, code: string, now = Date.now()): number | null => {
  const delta = totpOf(secret).validate({ timestamp: now, token: code, window: WINDOW_STEPS })
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta
}

// No 0/O, 1/I/L: the code is read off paper.
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** A recovery code, 16 characters in four groups (about 79 random bits): `K7QP-3MZX-...`. */
export const newRecoveryCode = (): string => {
  const chars = Array.from(
    { length: 16 },
    () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)],
  ).join('')
  return chars.match(/.{4}/g)!.join('-')
}

/** What the user row keeps of a recovery code: the SHA-256 of its 16 characters, upper-case. */
export const recoveryHash = (code: string): string =>
  crypto.createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex')

/** Whether a typed recovery code is the one whose hash is kept (compared in constant time). */
export const recoveryMatches = (code: string, hash: string | null | undefined): boolean => {
  if (!hash) return false
  const typed = Buffer.from(recoveryHash(code), 'hex')
  const kept = Buffer.from(hash, 'hex')
  return typed.length === kept.length && crypto.timingSafeEqual(typed, kept)
}
