'use client'
import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import React, { useEffect, useRef, useState } from 'react'

import { loginWithCodeSchema } from '../../src/schemas/auth'
import { useSchemaForm } from '../lib/form'
import { useAdminAuth } from '../providers/auth'
import { useBranding } from '../providers/branding'
import { Checkbox } from '../ui/Checkbox'
import { SubmitButton } from '../ui/SubmitButton'
import { TextField } from '../ui/TextField'

type Values = { code: string; password: string; rememberMe: boolean; username: string }

/**
 * Sign-in (spec admin-core §2): Username, Password, Remember me ('keep me logged in for 1 year'), and
 * Sign In, which reads 'Signing in...' while busy and is disabled while busy or with a blank field. After a
 * successful sign-in the browser goes to /admin. An account with two-factor sign-in on is then asked
 * for the code from its authenticator app (or its recovery code) before the session opens.
 */
export const SignIn = () => {
  const { login } = useAdminAuth()
  const { platformName } = useBranding()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [step, setStep] = useState<'code' | 'password'>('password')
  const form = useSchemaForm<Values>(loginWithCodeSchema, {
    code: '',
    password: '',
    rememberMe: false,
    username: '',
  })
  const [username, password, code] = form.watch(['username', 'password', 'code'])
  const blank = !username?.trim() || !password?.trim()

  const onSubmit = form.handleSubmit(async (values) => {
    setBusy(true)
    const outcome = await login({
      code: step === 'code' ? values.code : undefined,
      password: values.password,
      rememberMe: values.rememberMe,
      username: values.username.trim(),
    })
    if (outcome === 'signed-in') {
      // A client navigation keeps the 'Login successful' toast on screen; the refresh re-renders the
      // server side (Payload's template, the user) with the new session cookie.
      router.replace('/admin')
      router.refresh()
      return
    }
    if (outcome === 'code-needed') {
      setStep('code')
      form.setValue('code', '')
    }
    setBusy(false)
  })

  // The code field takes the focus when the code step appears, Username when the user goes back.
  const focusedStep = useRef(step)
  useEffect(() => {
    if (busy || focusedStep.current === step) return
    focusedStep.current = step
    document.getElementById(step === 'code' ? 'sign-in-code' : 'sign-in-username')?.focus()
  }, [busy, step])

  const back = () => {
    setStep('password')
    form.setValue('code', '')
    form.clearErrors('code')
  }

  return (
    <div className="sg-admin tw:flex tw:min-h-[100dvh] tw:items-center tw:justify-center tw:bg-bg tw:p-4">
      <form
        aria-label="Sign in"
        className="tw:w-full tw:max-w-sm tw:rounded-xl tw:border tw:border-elev-150 tw:bg-surface tw:p-8 tw:shadow-sm"
        noValidate
        onSubmit={onSubmit}
      >
        {step === 'password' ? (
          <>
            <h1 className="tw:mb-1 tw:text-2xl tw:font-semibold">Sign In</h1>
            <p className="tw:mb-6 tw:text-elev-500" data-testid="sign-in-platform">
              {platformName} administration
            </p>
            <TextField
              aria-required
              autoComplete="username"
              autoFocus
              error={form.formState.errors.username}
              fieldClassName="tw:mb-4"
              id="sign-in-username"
              label="Username"
              {...form.register('username')}
            />
            <TextField
              aria-required
              autoComplete="current-password"
              error={form.formState.errors.password}
              fieldClassName="tw:mb-4"
              id="sign-in-password"
              label="Password"
              type="password"
              {...form.register('password')}
            />
            <div className="tw:mb-6">
              <Checkbox
                description="keep me logged in for 1 year"
                id="sign-in-remember"
                label="Remember me"
                {...form.register('rememberMe')}
              />
            </div>
            <SubmitButton className="tw:w-full" disabled={busy || blank} size="large">
              {busy ? 'Signing in...' : 'Sign In'}
            </SubmitButton>
          </>
        ) : (
          <>
            <h1 className="tw:mb-1 tw:text-2xl tw:font-semibold">Two-Factor Authentication</h1>
            <p className="tw:mb-6 tw:text-elev-500">
              Signing in as <strong>{username.trim()}</strong>.
            </p>
            <TextField
              aria-required
              autoCapitalize="characters"
              autoComplete="one-time-code"
              error={form.formState.errors.code}
              fieldClassName="tw:mb-6"
              hint="The 6-digit code from your authenticator app, or your recovery code."
              id="sign-in-code"
              label="Authentication code"
              spellCheck={false}
              {...form.register('code')}
            />
            <SubmitButton className="tw:w-full" disabled={busy || !code?.trim()} size="large">
              {busy ? 'Verifying...' : 'Verify'}
            </SubmitButton>
            <Button
              buttonStyle="subtle"
              className="tw:mt-3 tw:w-full"
              disabled={busy}
              margin={false}
              onClick={back}
              size="large"
            >
              Back
            </Button>
          </>
        )}
      </form>
    </div>
  )
}
