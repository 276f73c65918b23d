import type { QueryClient } from '@tanstack/react-query'
import { z } from 'zod'

import { idRef } from '../../../src/schemas/common'
import type { UserReply } from '../../../src/schemas/users'
import { createUserSchema, inviteUserSchema, userRole } from '../../../src/schemas/users'

export const USERS_KEY = '/api/users'

export const ROLE_OPTIONS = [
  { label: 'Editor', value: 'editor' },
  { label: 'Administrator', value: 'admin' },
] as const

export const roleLabel = (role: UserReply['role']) =>
  role === 'admin' ? 'Administrator' : 'Editor'

/**
 * The Edit User form: role, tenants, and a new password only when one is typed (blank keeps the
 * current one). Checked with the API's own rules for each.
 */
export const editUserSchema = z.object({
  role: userRole,
  tenantIds: z.array(idRef('tenantIds')),
  password: z.string().max(1000, { error: 'Password must be at most 1000 characters' }),
})

export type EditUserValues = z.infer<typeof editUserSchema>

/**
 * The Add User form: a first password to hand over, or an invitation by email; each checked with the
 * API's own rule for the call it makes.
 */
export const addUserSchema = z
  .object({
    mode: z.enum(['password', 'invite']),
    username: createUserSchema.shape.username,
    role: userRole,
    tenantIds: z.array(idRef('tenantIds')),
    password: z.string(),
    email: z.string(),
  })
  .superRefine((values, context) => {
    const [path, rule, value] =
      values.mode === 'password'
        ? (['password', createUserSchema.shape.password, values.password] as const)
        : (['email', inviteUserSchema.shape.email, values.email] as const)
    const result = rule.safeParse(value)
    if (!result.success)
      context.addIssue({ code: 'custom', message: result.error.issues[0].message, path: [path] })
  })

export type AddUserValues = z.infer<typeof addUserSchema>

export const refreshUsers = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [USERS_KEY] })

/** A dialog about one user: open while `user` is set. */
export type UserDialogProps = { onClose: () => void; user: null | UserReply }
