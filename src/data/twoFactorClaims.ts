import { and, eq, isNull, lt, or } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf } from './drizzle'

// A two-factor code is good once, also when several sign-ins carry it at the same moment: each use is
// one conditional UPDATE that only one caller can win (as aiRunControl.ts and the job claims are).

/**
 * Takes an app code's time step for a user with two-factor on: true for the one caller whose step is
 * later than the last one used; false when this step (or a later one) was used already.
 */
export const claimTotpStep = async (
  payload: Payload,
  { step, userId }: { step: number; userId: string },
): Promise<boolean> => {
  const { db, tables } = drizzleOf(payload)
  const t = tables.users
  const won = (await db
    .update(t)
    .set({ twoFactorLastStep: step })
    .where(
      and(
        eq(t.id, userId),
        eq(t.twoFactorEnabled, true),
        or(isNull(t.twoFactorLastStep), lt(t.twoFactorLastStep, step)),
      ),
    )
    .returning({ id: t.id })) as { id: string }[]
  return won.length > 0
}

/**
 * Uses a user's recovery code: two-factor goes off with it (secret, pending secret, recovery hash and
 * last step cleared), for the one caller that still finds the hash it matched; false for the others.
 */
export const claimRecoveryCode = async (
  payload: Payload,
  { recoveryHash, userId }: { recoveryHash: string; userId: string },
): Promise<boolean> => {
  const { db, tables } = drizzleOf(payload)
  const t = tables.users
  const won = (await db
    .update(t)
    .set({
      twoFactorEnabled: false,
      twoFactorLastStep: null,
      twoFactorPendingSecret: null,
      twoFactorRecoveryHash: null,
      twoFactorSecret: null,
      updatedAt: new Date().toISOString(),
    })
    .where(and(eq(t.id, userId), eq(t.twoFactorRecoveryHash, recoveryHash)))
    .returning({ id: t.id })) as { id: string }[]
  return won.length > 0
}
