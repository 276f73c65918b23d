import type { Field } from 'payload'

import { isAdmin } from '../access/isAdmin'

export const nobody = () => false

/** A field no door reads or writes: only the services (system code) do. */
export const hiddenSecret = (name: string, type: 'number' | 'text' = 'text'): Field =>
  ({
    name,
    type,
    access: { create: nobody, read: nobody, update: nobody },
    // Out of every reply, also of system reads (a session's user, which Payload's admin page carries).
    hidden: true,
  }) as Field

/**
 * Two-factor sign-in (TOTP), which each user turns on for themselves (Settings, `/api/auth/two-factor`):
 * the secret (encrypted with PAYLOAD_SECRET), the one awaiting its first code, the SHA-256 of the
 * recovery code and the last time step used (a code is good once). None of these is readable or
 * writable through any door; only the sign-in services write them. An administrator may switch
 * two-factor off for a user who lost their authenticator (then the password alone signs them in),
 * never on: that takes the user's own app.
 */
export const twoFactorFields: Field[] = [
  {
    name: 'twoFactorEnabled',
    type: 'checkbox',
    defaultValue: false,
    label: 'Two-factor sign-in',
    access: { create: nobody, update: isAdmin },
    admin: {
      description:
        'Turned on by the user in Settings. Untick it for a user who lost their authenticator app.',
      position: 'sidebar',
    },
  },
  hiddenSecret('twoFactorSecret'),
  hiddenSecret('twoFactorPendingSecret'),
  hiddenSecret('twoFactorRecoveryHash'),
  hiddenSecret('twoFactorLastStep', 'number'),
]
