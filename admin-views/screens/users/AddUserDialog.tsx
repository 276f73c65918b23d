'use client'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import React, { useId } from 'react'

import type { UserReply } from '../../../src/schemas/users'
import { api, errorMessage } from '../../lib/api'
import { useSchemaForm } from '../../lib/form'
import { applyServerErrors } from '../../lib/serverErrors'
import { notify, notifyError } from '../../lib/toast'
import type { OpenDialogProps } from '../../ui/Dialog'
import { FormDialog } from '../../ui/FormDialog'
import { TextField } from '../../ui/TextField'
import { SignInChoice } from './SignInChoice'
import { RoleAndTenants } from './RoleAndTenants'
import { addUserSchema, refreshUsers, roleLabel } from './userForm'
import type { AddUserValues } from './userForm'

const EMPTY: AddUserValues = {
  email: '',
  mode: 'password',
  password: '',
  role: 'editor',
  tenantIds: [],
  username: '',
}

/**
 * Add User: a username, how they get in (a first password to hand over, or an invitation by email
 * when SMTP_URL is set), the role (Editor unless chosen) and, for an editor, the tenants they work on
 * (POST /api/users or /api/users/invite).
 */
export const AddUserDialog = ({ onClose, open }: OpenDialogProps) => {
  const queryClient = useQueryClient()
  const formId = useId()
  const form = useSchemaForm<AddUserValues>(addUserSchema, EMPTY)
  const { errors } = form.formState
  const [mode, role] = form.watch(['mode', 'role'])
  const settings = useQuery<{ emailConfigured: boolean }>({
    enabled: open,
    queryKey: ['/api/settings'],
  })
  const emailConfigured = settings.data?.emailConfigured ?? false

  const create = useMutation({
    mutationFn: ({
      email,
      mode: how,
      password,
      role: chosen,
      tenantIds,
      username,
    }: AddUserValues) =>
      api<UserReply>(how === 'invite' ? '/api/users/invite' : '/api/users', {
        body: {
          role: chosen,
          tenantIds: chosen === 'admin' ? [] : tenantIds,
          username,
          ...(how === 'invite' ? { email } : { password }),
        },
        method: 'POST',
      }),
    onError: (error) => {
      applyServerErrors(error, form.setError, [
        'username',
        'password',
        'email',
        'role',
        'tenantIds',
      ])
      notifyError('Error adding user', errorMessage(error, 'Failed to add user'))
    },
    onSuccess: async (user) => {
      notify({
        description: user.invitedUntil
          ? `An invitation went to ${user.email}`
          : `${user.username} (${roleLabel(user.role)})`,
        title: user.invitedUntil ? 'User invited' : 'User added',
      })
      form.reset(EMPTY)
      onClose()
      await refreshUsers(queryClient)
    },
  })

  return (
    <FormDialog
      busy={create.isPending}
      dirty={form.formState.isDirty}
      busyLabel={mode === 'invite' ? 'Inviting...' : 'Adding...'}
      formId={formId}
      onClose={() => {
        form.reset(EMPTY)
        onClose()
      }}
      onSubmit={form.handleSubmit((values) => create.mutate(values))}
      open={open}
      submitLabel={mode === 'invite' ? 'Send Invitation' : 'Add User'}
      title="Add User"
    >
      <TextField
        autoComplete="off"
        error={errors.username}
        id={`${formId}-username`}
        label="Username"
        required
        {...form.register('username')}
      />
      <SignInChoice
        emailConfigured={emailConfigured}
        idPrefix={formId}
        registration={form.register('mode')}
      />
      {mode === 'invite' ? (
        <TextField
          autoComplete="off"
          error={errors.email}
          hint="They get a link to choose their password; it works for 7 days."
          id={`${formId}-email`}
          label="Email"
          required
          type="email"
          {...form.register('email')}
        />
      ) : (
        <TextField
          autoComplete="new-password"
          error={errors.password}
          hint="Give it to them in person or over a channel you trust."
          id={`${formId}-password`}
          label="First password"
          required
          type="password"
          {...form.register('password')}
        />
      )}
      <RoleAndTenants
        error={errors.role}
        idPrefix={formId}
        role={form.register('role')}
        roleValue={role}
        tenantIds={form.register('tenantIds')}
      />
    </FormDialog>
  )
}
