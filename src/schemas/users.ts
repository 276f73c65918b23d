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
})

export type CreateUserInput = z.infer<typeof createUserSchema>
export type UpdateUserInput = z.infer<typeof updateUserSchema>
export type UserReply = z.infer<typeof userSchema>
