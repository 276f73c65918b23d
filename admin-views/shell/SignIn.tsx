'use client'
import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import React, { useState } from 'react'
import { useForm } from 'react-hook-form'

import { loginSchema } from '../../endpoints/schemas/auth'
import { schemaResolver } from '../lib/form'
import { useAdminAuth } from '../providers/auth'
import { FieldError } from '../ui/FieldError'

type Values = { password: string; rememberMe: boolean; username: string }

/**
 * Sign-in (spec admin-core §2): Username, Password, Remember me ('keep me logged in for 1 year'), and
 * Sign In, which reads 'Signing in...' while busy and is disabled while busy or with a blank field. After a
 * successful sign-in the browser goes to /admin.
 */
export const SignIn = () => {
  const { login } = useAdminAuth()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const form = useForm<Values>({
    defaultValues: { password: '', rememberMe: false, username: '' },
    resolver: schemaResolver<Values>(loginSchema),
  })
  const username = form.watch('username')
  const password = form.watch('password')
  const blank = !username?.trim() || !password?.trim()

  const onSubmit = form.handleSubmit(async (values) => {
    setBusy(true)
    const ok = await login({
      password: values.password,
      rememberMe: values.rememberMe,
      username: values.username.trim(),
    })
    if (ok) {
      // A client navigation keeps the 'Login successful' toast on screen; the refresh re-renders the
      // server side (Payload's template, the user) with the new session cookie.
      router.replace('/admin')
      router.refresh()
      return
    }
    setBusy(false)
  })

  return (
    <div className="sg-admin tw:flex tw:min-h-[100dvh] tw:items-center tw:justify-center tw:bg-bg tw:p-4">
      <form
        aria-label="Sign in"
        className="tw:w-full tw:max-w-sm tw:rounded-xl tw:border tw:border-elev-150 tw:bg-surface tw:p-8 tw:shadow-sm"
        noValidate
        onSubmit={onSubmit}
      >
        <h1 className="tw:mb-1 tw:text-2xl tw:font-semibold">Sign In</h1>
        <p className="tw:mb-6 tw:text-elev-500">Site Generator administration</p>
        <div className="tw:mb-4 tw:flex tw:flex-col tw:gap-1">
          <label className="tw:font-medium" htmlFor="sign-in-username">
            Username
          </label>
          <input
            autoComplete="username"
            autoFocus
            className="sg-input"
            id="sign-in-username"
            required
            {...form.register('username')}
          />
          <FieldError error={form.formState.errors.username} />
        </div>
        <div className="tw:mb-4 tw:flex tw:flex-col tw:gap-1">
          <label className="tw:font-medium" htmlFor="sign-in-password">
            Password
          </label>
          <input
            autoComplete="current-password"
            className="sg-input"
            id="sign-in-password"
            required
            type="password"
            {...form.register('password')}
          />
          <FieldError error={form.formState.errors.password} />
        </div>
        <div className="tw:mb-6 tw:flex tw:items-start tw:gap-2">
          <input
            className="tw:mt-1"
            id="sign-in-remember"
            type="checkbox"
            {...form.register('rememberMe')}
          />
          <label className="tw:flex tw:flex-col" htmlFor="sign-in-remember">
            <span className="tw:font-medium">Remember me</span>
            <span className="tw:text-sm tw:text-elev-500">keep me logged in for 1 year</span>
          </label>
        </div>
        <Button
          buttonStyle="primary"
          className="tw:w-full"
          disabled={busy || blank}
          margin={false}
          size="large"
          type="submit"
        >
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </div>
  )
}
