'use client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React, { useId } from 'react'

import { twoFactorCodeSchema } from '../../../src/schemas/auth'
import { api, errorMessage } from '../../lib/api'
import { useSchemaForm } from '../../lib/form'
import { applyServerErrors } from '../../lib/serverErrors'
import { notify, notifyError } from '../../lib/toast'
import { FormDialog } from '../../ui/FormDialog'
import { TextField } from '../../ui/TextField'
import { refreshTwoFactor } from './twoFactorQueries'
import type { OpenDialogProps } from '../../ui/Dialog'

/** Turning two-factor sign-in off takes a code from the app, or the recovery code. */
export const DisableTwoFactorDialog = ({ onClose, open }: OpenDialogProps) => {
  const queryClient = useQueryClient()
  const formId = useId()
  const form = useSchemaForm<{ code: string }>(twoFactorCodeSchema, { code: '' })
  const close = () => {
    form.reset()
    onClose()
  }
  const disable = useMutation({
    mutationFn: (body: { code: string }) =>
      api('/api/auth/two-factor/disable', { body, method: 'POST' }),
    onError: (error) => {
      applyServerErrors(error, form.setError, ['code'])
      notifyError('Could not turn two-factor off', errorMessage(error, 'The code was not accepted'))
    },
    onSuccess: async () => {
      notify({
        description: 'Your password alone signs you in now',
        title: 'Two-factor authentication turned off',
      })
      close()
      await refreshTwoFactor(queryClient)
    },
  })
  return (
    <FormDialog
      dirty={form.formState.isDirty}
      busy={disable.isPending}
      busyLabel="Turning off..."
      formId={formId}
      onClose={close}
      onSubmit={form.handleSubmit((values) => disable.mutate(values))}
      open={open}
      size="sm"
      submitLabel="Turn Off"
      title="Turn Off Two-Factor Authentication"
    >
      <TextField
        autoComplete="one-time-code"
        autoFocus
        error={form.formState.errors.code}
        hint="The 6-digit code from your authenticator app, or your recovery code."
        id={`${formId}-code`}
        label="Authentication code"
        required
        {...form.register('code')}
      />
    </FormDialog>
  )
}
