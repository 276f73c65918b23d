import type { Payload } from 'payload'

import { TWO_FACTOR_WRITE } from '../../../collections/Users/hooks/twoFactorSwitch'
import { findRow } from '../../data/findRow'

/** A user's two-factor state, as the sign-in services read it (the secrets are hidden from the API). */
export type TwoFactorAccount = {
  id: string
  username: string
  twoFactorEnabled?: boolean | null
  /** Encrypted with PAYLOAD_SECRET (Payload's `encrypt`). */
  twoFactorSecret?: string | null
  twoFactorPendingSecret?: string | null
  twoFactorRecoveryHash?: string | null
  twoFactorLastStep?: number | null
}

export const TWO_FACTOR_COLUMNS = {
  id: true,
  username: true,
  twoFactorEnabled: true,
  twoFactorSecret: true,
  twoFactorPendingSecret: true,
  twoFactorRecoveryHash: true,
  twoFactorLastStep: true,
} as const

export const findTwoFactorAccount = (payload: Payload, userId: string) =>
  findRow<TwoFactorAccount>({
    collection: 'users',
    payload,
    select: TWO_FACTOR_COLUMNS,
    where: { id: { equals: userId } },
  })

type Changes = Partial<Omit<TwoFactorAccount, 'id' | 'username'>>

/**
 * Writes a user's two-factor state: the system's write (nobody may write these fields through the
 * API), marked so the users collection knows it is the enrolment and not a form.
 */
export const writeTwoFactor = async (payload: Payload, userId: string, changes: Changes) => {
  await payload.update({
    collection: 'users',
    context: { [TWO_FACTOR_WRITE]: true },
    data: changes as never,
    depth: 0,
    id: userId,
  })
}

/** Two-factor off: the secret, the pending one, the recovery code and the last step go with it. */
export const TWO_FACTOR_OFF: Changes = {
  twoFactorEnabled: false,
  twoFactorLastStep: null,
  twoFactorPendingSecret: null,
  twoFactorRecoveryHash: null,
  twoFactorSecret: null,
}
