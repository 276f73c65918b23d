'use client'
import React, { useEffect, useState } from 'react'
import { z } from 'zod'

import { acceptInviteSchema } from '../../src/schemas/users'
import { api, errorMessage, storeSessionId } from '../lib/api'
import { useSchemaForm } from '../lib/form'
import { useBranding } from '../providers/branding'
import { Notice } from '../ui/Notice'
import { SubmitButton } from '../ui/SubmitButton'
import { TextField } from '../ui/TextField'

type Values = { confirm: string; password: string }

const formSchema = z
  .object({ confirm: z.string(), password: acceptInviteSchema.shape.password })
  .refine((values) => values.password === values.confirm, {
    error: 'The two passwords are not the same',
    path: ['confirm'],
  })

/**
 * The page an invitation email links to (`/admin/invite#token`): the new user chooses their password
 * and is signed in. The token is in the link's fragment, which the browser never sends to a server.
 */
export const AcceptInvite = () => {
  const { platformName } = useBranding()
  const [token, setToken] = useState<null | string>(null)
  const [problem, setProblem] = useState<null | string>(null)
  const form = useSchemaForm<Values>(formSchema, { confirm: '', password: '' })
  const { errors, isSubmitting } = form.formState

  useEffect(() => {
    setToken(window.location.hash.replace(/^#/, '') || '')
  }, [])

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setProblem(null)
    try {
      const reply = await api<{ sessionId: string }>('/api/auth/invite/accept', {
        body: { password, token },
        method: 'POST',
      })
      storeSessionId(reply.sessionId)
      window.location.assign('/admin')
    } catch (error) {
      setProblem(errorMessage(error, 'The password could not be saved: try again'))
    }
  })

  return (
    <div className="sg-admin tw:flex tw:min-h-[100dvh] tw:items-center tw:justify-center tw:bg-bg tw:p-4">
      <form
        aria-label="Accept invitation"
        className="tw:w-full tw:max-w-sm tw:rounded-xl tw:border tw:border-elev-150 tw:bg-surface tw:p-8 tw:shadow-sm"
        noValidate
        onSubmit={onSubmit}
      >
        <h1 className="tw:mb-1 tw:text-2xl tw:font-semibold">Choose your password</h1>
        <p className="tw:mb-6 tw:text-elev-500">You are invited to {platformName}.</p>
        {token === '' && (
          <Notice className="tw:mb-4 tw:p-3">
            The invitation link is incomplete: open it from the email again.
          </Notice>
        )}
        {problem && <Notice className="tw:mb-4 tw:p-3">{problem}</Notice>}
        <TextField
          aria-required
          autoComplete="new-password"
          autoFocus
          error={errors.password}
          fieldClassName="tw:mb-4"
          id="invite-password"
          label="Password"
          type="password"
          {...form.register('password')}
        />
        <TextField
          aria-required
          autoComplete="new-password"
          error={errors.confirm}
          fieldClassName="tw:mb-6"
          id="invite-confirm"
          label="Repeat the password"
          type="password"
          {...form.register('confirm')}
        />
        <SubmitButton className="tw:w-full" disabled={isSubmitting || !token} size="large">
          {isSubmitting ? 'Saving...' : 'Save and sign in'}
        </SubmitButton>
      </form>
    </div>
  )
}
