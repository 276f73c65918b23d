'use client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React, { useEffect, useId } from 'react'

import type { UserReply } from '../../../src/schemas/users'
import { api, errorMessage } from '../../lib/api'
import { useSchemaForm } from '../../lib/form'
import { applyServerErrors } from '../../lib/serverErrors'
import { notify, notifyError } from '../../lib/toast'
import { FormDialog } from '../../ui/FormDialog'
import { TextField } from '../../ui/TextField'
import { RoleAndTenants } from './RoleAndTenants'
import { editUserSchema, refreshUsers, roleLabel } from './userForm'
import type { EditUserValues, UserDialogProps } from './userForm'

const EMPTY: EditUserValues = { password: '', role: 'editor', tenantIds: [] }

/** Edit User: role, tenants and, when typed, a new password (PATCH /api/users/:id). */
export const EditUserDialog = ({ onClose, user }: UserDialogProps) => {
  const queryClient = useQueryClient()
  const formId = useId()
  const form = useSchemaForm<EditUserValues>(editUserSchema, EMPTY)
  const { errors } = form.formState

  useEffect(() => {
    if (user)
      form.reset({ password: '', role: user.role, tenantIds: user.tenants.map((t) => t.id) })
  }, [form, user])

  const update = useMutation({
    mutationFn: ({ password, role, tenantIds }: EditUserValues) =>
      api<UserReply>(`/api/users/${user?.id}`, {
        body: {
          role,
          tenantIds: role === 'admin' ? [] : tenantIds,
          ...(password ? { password } : {}),
        },
        method: 'PATCH',
      }),
    onError: (error) => {
      applyServerErrors(error, form.setError, ['role', 'tenantIds', 'password'])
      notifyError('Error updating user', errorMessage(error, 'Failed to update user'))
    },
    onSuccess: async (saved) => {
      notify({ description: `${saved.username} (${roleLabel(saved.role)})`, title: 'User updated' })
      onClose()
      await refreshUsers(queryClient)
    },
  })

  return (
    <FormDialog
      busy={update.isPending}
      dirty={form.formState.isDirty}
      busyLabel="Saving..."
      formId={formId}
      onClose={onClose}
      onSubmit={form.handleSubmit((values) => update.mutate(values))}
      open={user !== null}
      submitLabel="Save Changes"
      title={user ? `Edit ${user.username}` : 'Edit User'}
    >
      <RoleAndTenants
        error={errors.role}
        idPrefix={formId}
        role={form.register('role')}
        roleValue={form.watch('role')}
        tenantIds={form.register('tenantIds')}
      />
      <TextField
        autoComplete="new-password"
        error={errors.password}
        hint="Leave blank to keep the current password. A new one signs them out everywhere."
        id={`${formId}-password`}
        label="New password"
        type="password"
        {...form.register('password')}
      />
    </FormDialog>
  )
}
