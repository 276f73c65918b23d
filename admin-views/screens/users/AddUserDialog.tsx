'use client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React, { useId } from 'react'

import type { CreateUserInput, UserReply } from '../../../src/schemas/users'
import { createUserSchema } from '../../../src/schemas/users'
import { api, errorMessage } from '../../lib/api'
import { useSchemaForm } from '../../lib/form'
import { applyServerErrors } from '../../lib/serverErrors'
import { notify, notifyError } from '../../lib/toast'
import type { OpenDialogProps } from '../../ui/Dialog'
import { FormDialog } from '../../ui/FormDialog'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { TenantChecks } from './TenantChecks'
import { refreshUsers, ROLE_OPTIONS, roleLabel } from './userForm'

const EMPTY: CreateUserInput = { password: '', role: 'editor', tenantIds: [], username: '' }

/**
 * Add User: a username, a first password to hand over, the role (Editor unless chosen) and, for an
 * editor, the tenants they work on (POST /api/users).
 */
export const AddUserDialog = ({ onClose, open }: OpenDialogProps) => {
  const queryClient = useQueryClient()
  const formId = useId()
  const form = useSchemaForm<CreateUserInput>(createUserSchema, EMPTY)
  const { errors } = form.formState
  const isAdmin = form.watch('role') === 'admin'

  const create = useMutation({
    mutationFn: (values: CreateUserInput) =>
      api<UserReply>('/api/users', {
        body: { ...values, tenantIds: values.role === 'admin' ? [] : values.tenantIds },
        method: 'POST',
      }),
    onError: (error) => {
      applyServerErrors(error, form.setError, ['username', 'password', 'role', 'tenantIds'])
      notifyError('Error adding user', errorMessage(error, 'Failed to add user'))
    },
    onSuccess: async (user) => {
      notify({ description: `${user.username} (${roleLabel(user.role)})`, title: 'User added' })
      form.reset(EMPTY)
      onClose()
      await refreshUsers(queryClient)
    },
  })

  return (
    <FormDialog
      busy={create.isPending}
      busyLabel="Adding..."
      description="They sign in with this username and password, and can change the password in their account."
      formId={formId}
      onClose={() => {
        form.reset(EMPTY)
        onClose()
      }}
      onSubmit={form.handleSubmit((values) => create.mutate(values))}
      open={open}
      submitLabel="Add User"
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
      <SelectField
        error={errors.role}
        id={`${formId}-role`}
        label="Role"
        options={ROLE_OPTIONS}
        required
        {...form.register('role')}
      />
      <TenantChecks
        disabled={isAdmin}
        idPrefix={formId}
        registration={form.register('tenantIds')}
      />
    </FormDialog>
  )
}
