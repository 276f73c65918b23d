'use client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React, { useId, useState } from 'react'

import { twoFactorCodeSchema, twoFactorSetupSchema } from '../../../src/schemas/auth'
import { api, errorMessage } from '../../lib/api'
import { useSchemaForm } from '../../lib/form'
import { applyServerErrors } from '../../lib/serverErrors'
import { notify, notifyError } from '../../lib/toast'
import { FormDialog } from '../../ui/FormDialog'
import { TextField } from '../../ui/TextField'
import { refreshTwoFactor } from './twoFactorQueries'
import type { OpenDialogProps } from '../../ui/Dialog'

type Setup = { otpauthUrl: string; qrCode: string; secret: string }

const STEPS = {
  password: { label: 'Continue', busy: 'Checking...' },
  scan: { label: 'Turn On', busy: 'Turning on...' },
  recovery: { label: 'Done', busy: 'Done' },
} as const

/** The secret in groups of four, as apps show a key to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

/**
 * Setting up two-factor sign-in: the password again, then the QR code (made by the server; the key is
 * shown too, for typing in) and the app's first code, then the recovery code, shown once.
 */
export const EnableTwoFactorDialog = ({ onClose, open }: OpenDialogProps) => {
  const queryClient = useQueryClient()
  const formId = useId()
  const [step, setStep] = useState<keyof typeof STEPS>('password')
  const [setup, setSetup] = useState<Setup | null>(null)
  const [recoveryCode, setRecoveryCode] = useState('')
  const passwordForm = useSchemaForm<{ password: string }>(twoFactorSetupSchema, { password: '' })
  const codeForm = useSchemaForm<{ code: string }>(twoFactorCodeSchema, { code: '' })

  const start = useMutation({
    mutationFn: (body: { password: string }) =>
      api<Setup>('/api/auth/two-factor/setup', { body, method: 'POST' }),
    onError: (error) => {
      applyServerErrors(error, passwordForm.setError, ['password'])
      notifyError('Two-factor set-up failed', errorMessage(error, 'Could not start the set-up'))
    },
    onSuccess: (reply) => {
      setSetup(reply)
      setStep('scan')
      setTimeout(() => codeForm.setFocus('code'), 0)
    },
  })
  const confirm = useMutation({
    mutationFn: (body: { code: string }) =>
      api<{ recoveryCode: string }>('/api/auth/two-factor/confirm', { body, method: 'POST' }),
    onError: (error) => {
      applyServerErrors(error, codeForm.setError, ['code'])
      notifyError('Two-factor set-up failed', errorMessage(error, 'The code was not accepted'))
    },
    onSuccess: async (reply) => {
      setRecoveryCode(reply.recoveryCode)
      setStep('recovery')
      notify({
        description: 'Signing in now asks for a code from your app',
        title: 'Two-factor authentication turned on',
      })
      await refreshTwoFactor(queryClient)
    },
  })

  const close = () => {
    setStep('password')
    setSetup(null)
    setRecoveryCode('')
    passwordForm.reset()
    codeForm.reset()
    onClose()
  }
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (step === 'password') return passwordForm.handleSubmit((v) => start.mutate(v))(event)
    if (step === 'scan') return codeForm.handleSubmit((v) => confirm.mutate(v))(event)
    event.preventDefault()
    close()
  }
  const busy = start.isPending || confirm.isPending

  return (
    <FormDialog
      dirty={step !== 'recovery' && (passwordForm.formState.isDirty || codeForm.formState.isDirty)}
      busy={busy}
      busyLabel={STEPS[step].busy}
      description="Each sign-in then asks for a code from an authenticator app on your phone."
      formId={formId}
      onClose={close}
      onSubmit={onSubmit}
      open={open}
      submitLabel={STEPS[step].label}
      title="Set Up Two-Factor Authentication"
    >
      {step === 'password' && (
        <TextField
          autoComplete="current-password"
          autoFocus
          error={passwordForm.formState.errors.password}
          hint="Your password again, to show it is you."
          id={`${formId}-password`}
          label="Password"
          required
          type="password"
          {...passwordForm.register('password')}
        />
      )}
      {step === 'scan' && setup && (
        <>
          <p className="tw:m-0">
            Scan this QR code with your authenticator app, then enter the 6-digit code it shows.
          </p>
          <img
            alt="QR code for your authenticator app"
            className="tw:h-48 tw:w-48 tw:self-center tw:rounded tw:bg-white tw:p-1"
            height={192}
            src={setup.qrCode}
            width={192}
          />
          <p className="tw:m-0 tw:text-sm tw:text-elev-500">
            Cannot scan it? Enter this key in the app:{' '}
            <code className="tw:break-all tw:font-semibold" data-testid="two-factor-secret">
              {grouped(setup.secret)}
            </code>
          </p>
          <TextField
            autoComplete="one-time-code"
            error={codeForm.formState.errors.code}
            id={`${formId}-code`}
            inputMode="numeric"
            label="Code from the app"
            required
            {...codeForm.register('code')}
          />
        </>
      )}
      {step === 'recovery' && (
        <>
          <p className="tw:m-0">
            Two-factor authentication is on. Keep this recovery code somewhere safe: if you lose
            your phone it signs you in once, and then turns two-factor off so you can set it up
            again.
          </p>
          <p
            className="tw:m-0 tw:rounded-lg tw:border tw:border-elev-150 tw:bg-elev-50 tw:p-4 tw:text-center tw:font-mono tw:text-xl tw:font-semibold tw:tracking-wider"
            data-testid="recovery-code"
          >
            {recoveryCode}
          </p>
          <p className="tw:m-0 tw:text-sm tw:text-elev-500">It is shown only this once.</p>
        </>
      )}
    </FormDialog>
  )
}
