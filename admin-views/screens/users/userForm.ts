import type { QueryClient } from '@tanstack/react-query'
import { z } from 'zod'

import { idRef } from '../../../src/schemas/common'
import type { UserReply } from '../../../src/schemas/users'
import { userRole } from '../../../src/schemas/users'

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

export const refreshUsers = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [USERS_KEY] })

/** A dialog about one user: open while `user` is set. */
export type UserDialogProps = { onClose: () => void; user: null | UserReply }
