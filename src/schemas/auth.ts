import { z } from 'zod'

const required = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })

const loginSchema = z.object({
  // Usernames are kept in NFKC (src/schemas/names.ts): a fullwidth or other compatibility form typed
  // at sign-in finds the same account.
  username: required('Username').transform((value) => value.normalize('NFKC')),
  password: z.string({ error: 'Password is required' }).refine((value) => value.trim().length > 0, {
    error: 'Password is required',
  }),
  rememberMe: z.boolean({ error: 'rememberMe must be true or false' }).optional().default(false),
})

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

/**
 * A two-factor code: the 6 digits an authenticator app shows, or the recovery code given at
 * enrolment. Spaces and hyphens a person types are dropped and letters upper-cased before the check.
 */
const twoFactorCode = z
  .string({ error: 'Enter the 6-digit code from your authenticator app' })
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .refine((value) => value.length > 0, {
    abort: true,
    error: 'Enter the 6-digit code from your authenticator app',
  })
  .refine((value) => /^(\d{6}|[A-Z0-9]{16})$/.test(value), {
    error: 'The code is 6 digits (or the 16-character recovery code)',
  })

/** Sign-in with the code of an account that has two-factor sign-in on. */
export const loginWithCodeSchema = loginSchema.extend({
  code: z.preprocess(blankToUndefined, twoFactorCode.optional()),
})

export const twoFactorSetupSchema = z.object({
  password: z.string({ error: 'Password is required' }).refine((value) => value.trim().length > 0, {
    error: 'Password is required',
  }),
})

export const twoFactorCodeSchema = z.object({ code: twoFactorCode })

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  pending: z.boolean().describe('Set up but not yet confirmed with a code'),
})

export const twoFactorSetupReplySchema = z.object({
  secret: z.string().describe('The base32 secret, for typing into an app by hand'),
  otpauthUrl: z.string().describe('otpauth://totp/... as the QR code holds it'),
  qrCode: z.string().describe('The QR code as an SVG data URL, made on the server'),
})

export const twoFactorConfirmReplySchema = z.object({
  enabled: z.literal(true),
  recoveryCode: z.string().describe('Shown once: signs in once without the app'),
})
