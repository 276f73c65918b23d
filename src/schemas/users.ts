import { z } from 'zod'

import { docReply, idRef } from './common'

export const userRole = z.enum(['admin', 'editor'], { error: 'Role must be admin or editor' })

const password = z
  .string({ error: 'Password is required' })
  .max(1000, { error: 'Password must be at most 1000 characters' })
  .refine((value) => value.trim().length > 0, { error: 'Password is required' })

const tenantIds = z
  .array(idRef('tenantIds'), { error: 'tenantIds must be a list of tenant ids' })
  .max(500, { error: 'tenantIds cannot list more than 500 tenants' })

/**
 * A new user, with a first password that an administrator hands over. The role defaults to editor:
 * an administrator is made on purpose, not by leaving a field as it was.
 */
export const createUserSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, { error: 'Username is required' })
    .max(100, { error: 'Username must be at most 100 characters' }),
  password,
  role: userRole.optional().default('editor'),
  tenantIds: tenantIds.optional().default([]),
})

/** A new user who chooses their own password from an emailed link. */
export const inviteUserSchema = createUserSchema.omit({ password: true }).extend({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required' })
    .max(254, { error: 'Email must be at most 254 characters' })
    .pipe(z.email({ error: 'Email must be an address like name@example.com' })),
})

/** The invitation link's token and the password its user chose. */
export const acceptInviteSchema = z.object({
  token: z
    .string({ error: 'The invitation link is incomplete: open it from the email again' })
    .regex(/^[A-Za-z0-9_-]{43}$/, {
      error: 'The invitation link is incomplete: open it from the email again',
    }),
  password,
})

/** What an administrator changes on a user: only what is sent. */
export const updateUserSchema = z
  .object({
    role: userRole,
    tenantIds,
    active: z.boolean({ error: 'active must be true or false' }),
    password,
  })
  .partial()

export const userSchema = docReply({
  username: z.string(),
  role: userRole,
  active: z.boolean().describe('false: deactivated, cannot sign in'),
  tenants: z.array(z.object({ id: z.string(), name: z.string() })),
  twoFactorEnabled: z.boolean(),
  sessions: z.number().int().describe('Sessions open now'),
  email: z.string().nullable(),
  invitedUntil: z
    .string()
    .nullable()
    .describe('While an invitation by email waits to be accepted: when its link stops working'),
})

export type CreateUserInput = z.infer<typeof createUserSchema>
export type InviteUserInput = z.infer<typeof inviteUserSchema>
export type UpdateUserInput = z.infer<typeof updateUserSchema>
export type UserReply = z.infer<typeof userSchema>
