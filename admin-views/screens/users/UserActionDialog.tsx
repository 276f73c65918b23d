'use client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React from 'react'

import type { UserReply } from '../../../src/schemas/users'
import { api, errorMessage } from '../../lib/api'
import { notify, notifyError } from '../../lib/toast'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import type { UserAction } from './UserTable'
import { refreshUsers } from './userForm'

type Confirmable = Exclude<UserAction, 'edit'>

type Words = {
  busy: string
  call: (id: string) => { body?: unknown; method: 'DELETE' | 'PATCH' | 'POST'; url: string }
  confirm: string
  done: string
  message: (name: string) => string
  title: string
}

const WORDS: Record<Confirmable, Words> = {
  deactivate: {
    busy: 'Deactivating...',
    call: (id) => ({ body: { active: false }, method: 'PATCH', url: `/api/users/${id}` }),
    confirm: 'Deactivate',
    done: 'User deactivated',
    message: (name) =>
      `${name} is signed out everywhere now and cannot sign in until reactivated. Their content stays.`,
    title: 'Deactivate user?',
  },
  reactivate: {
    busy: 'Reactivating...',
    call: (id) => ({ body: { active: true }, method: 'PATCH', url: `/api/users/${id}` }),
    confirm: 'Reactivate',
    done: 'User reactivated',
    message: (name) => `${name} can sign in again with their password.`,
    title: 'Reactivate user?',
  },
  'end-sessions': {
    busy: 'Ending...',
    call: (id) => ({ method: 'DELETE', url: `/api/users/${id}/sessions` }),
    confirm: 'End sessions',
    done: 'Sessions ended',
    message: (name) =>
      `Every browser signed in as ${name} is signed out now (yours stays if this is you).`,
    title: 'End sessions?',
  },
  'resend-invitation': {
    busy: 'Sending...',
    call: (id) => ({ body: undefined, method: 'POST', url: `/api/users/${id}/invite` }),
    confirm: 'Send',
    done: 'Invitation sent',
    message: (name) =>
      `${name} gets a new link to choose their password, for 7 days; the earlier link stops working.`,
    title: 'Send a new invitation?',
  },
  'reset-two-factor': {
    busy: 'Resetting...',
    call: (id) => ({ body: undefined, method: 'POST', url: `/api/users/${id}/two-factor/reset` }),
    confirm: 'Reset two-factor',
    done: 'Two-factor sign-in reset',
    message: (name) =>
      `For someone who lost their authenticator app: ${name} signs in with the password alone until they set two-factor up again in Settings. Their sessions end.`,
    title: 'Reset two-factor sign-in?',
  },
}

type Props = { action: Confirmable | null; onClose: () => void; user: null | UserReply }

/** Asks before deactivating, reactivating, ending sessions or resetting two-factor, then does it. */
export const UserActionDialog = ({ action, onClose, user }: Props) => {
  const queryClient = useQueryClient()
  const words = action ? WORDS[action] : null
  const run = useMutation({
    mutationFn: () => {
      const { body, method, url } = words!.call(user!.id)
      return api(url, { body, method })
    },
    onError: (error) => notifyError(`Error: ${words?.title}`, errorMessage(error, 'Failed')),
    onSuccess: async () => {
      notify({ description: user?.username, title: words!.done })
      onClose()
      await refreshUsers(queryClient)
    },
  })
  return (
    <ConfirmDialog
      busy={run.isPending}
      busyLabel={words?.busy}
      confirmLabel={words?.confirm}
      message={user && words ? words.message(user.username) : ''}
      onCancel={onClose}
      onConfirm={() => run.mutate()}
      open={Boolean(user && words)}
      title={words?.title ?? ''}
    />
  )
}
