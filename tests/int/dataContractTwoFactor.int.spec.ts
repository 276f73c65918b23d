/**
 * The contract of src/data/twoFactorClaims.ts (a two-factor code used once) with Payload's database
 * adapters, against the real database (SQLite, or PostgreSQL with TEST_DATABASE_URL): the users
 * columns it writes, and each conditional UPDATE won by exactly one of parallel callers.
 */
import { getPayload } from 'payload'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '../../payload.config'
import { drizzleOf } from '../../src/data/drizzle'
import { claimRecoveryCode, claimTotpStep } from '../../src/data/twoFactorClaims'

let payload: Payload

type Row = {
  twoFactorEnabled?: boolean | null
  twoFactorLastStep?: number | string | null
  twoFactorRecoveryHash?: string | null
  twoFactorSecret?: string | null
}

const HASH = 'a'.repeat(64)

/** A user with two-factor on, written as the enrolment writes it. */
const enrolledUser = async (lastStep: number | null) => {
  const { id } = await payload.create({
    collection: 'users',
    data: { password: 'a long password', role: 'editor', username: `tf-${Math.random()}` } as never,
  })
  await payload.db.updateOne({
    collection: 'users',
    data: {
      twoFactorEnabled: true,
      twoFactorLastStep: lastStep,
      twoFactorRecoveryHash: HASH,
      twoFactorSecret: 'encrypted',
    },
    id,
  })
  return String(id)
}

const read = async (id: string) =>
  (await payload.db.findOne({
    collection: 'users',
    select: {
      twoFactorEnabled: true,
      twoFactorLastStep: true,
      twoFactorRecoveryHash: true,
      twoFactorSecret: true,
    },
    where: { id: { equals: id } },
  })) as Row

const sixAtOnce = (claim: () => Promise<boolean>) =>
  Promise.all(Array.from({ length: 6 }, claim)).then((won) => won.filter(Boolean).length)

beforeAll(async () => {
  payload = await getPayload({ config })
})

afterAll(async () => {
  await payload?.destroy()
})

describe('the conditional writes of src/data/twoFactorClaims.ts', () => {
  it('should expose the users columns it writes', () => {
    const { tables } = drizzleOf(payload)
    for (const name of 'id twoFactorEnabled twoFactorLastStep twoFactorPendingSecret twoFactorRecoveryHash twoFactorSecret updatedAt'.split(
      ' ',
    ))
      expect(tables.users?.[name], `users.${name}`).toBeDefined()
  })

  it('should take a time step once among parallel callers, and only a later one after it', async () => {
    const id = await enrolledUser(null)
    expect(await sixAtOnce(() => claimTotpStep(payload, { step: 1000, userId: id }))).toBe(1)
    expect(Number((await read(id)).twoFactorLastStep)).toBe(1000)
    expect(await claimTotpStep(payload, { step: 999, userId: id })).toBe(false)
    expect(await claimTotpStep(payload, { step: 1000, userId: id })).toBe(false)
    expect(await claimTotpStep(payload, { step: 1001, userId: id })).toBe(true)
    expect(Number((await read(id)).twoFactorLastStep)).toBe(1001)
  })

  it('should take no step for a user whose two-factor is off', async () => {
    const id = await enrolledUser(5)
    await payload.db.updateOne({ collection: 'users', data: { twoFactorEnabled: false }, id })
    expect(await claimTotpStep(payload, { step: 6, userId: id })).toBe(false)
  })

  it('should use a recovery code once among parallel callers, which turns two-factor off', async () => {
    const id = await enrolledUser(7)
    expect(
      await sixAtOnce(() => claimRecoveryCode(payload, { recoveryHash: HASH, userId: id })),
    ).toBe(1)
    const row = await read(id)
    expect(row.twoFactorEnabled).toBe(false)
    expect(row.twoFactorSecret ?? null).toBeNull()
    expect(row.twoFactorRecoveryHash ?? null).toBeNull()
    expect(row.twoFactorLastStep ?? null).toBeNull()
    expect(await claimRecoveryCode(payload, { recoveryHash: HASH, userId: id })).toBe(false)
  })
})
