'use client'
import { useQuery } from '@tanstack/react-query'
import React, { useState } from 'react'

import type { UserReply } from '../../../src/schemas/users'
import { useAdminAuth } from '../../providers/auth'
import { PageFrame } from '../../shell/PageFrame'
import { AddButton } from '../../ui/AddButton'
import { Notice } from '../../ui/Notice'
import { QueryState } from '../../ui/QueryState'
import { AddUserDialog } from './AddUserDialog'
import { EditUserDialog } from './EditUserDialog'
import { UserActionDialog } from './UserActionDialog'
import type { UserAction } from './UserTable'
import { UserTable } from './UserTable'
import { USERS_KEY } from './userForm'

type Chosen = { action: UserAction; user: UserReply }

/**
 * Users: who may sign in, with which role and on which tenants. Administrators add users (Editor
 * unless chosen), change role, tenants and password, reset two-factor, end sessions and deactivate;
 * every rule is the users collection's own, so this screen offers only what the API would do.
 */
export const UsersScreen = () => {
  const { user: me } = useAdminAuth()
  const users = useQuery<UserReply[]>({ queryKey: [USERS_KEY] })
  const [adding, setAdding] = useState(false)
  const [chosen, setChosen] = useState<Chosen | null>(null)
  const isAdmin = me?.role === 'admin'
  const addButton = isAdmin ? <AddButton onClick={() => setAdding(true)}>Add User</AddButton> : null
  const close = () => setChosen(null)

  return (
    <PageFrame
      actions={addButton}
      subtitle="Who can sign in, with which role, and on which tenants."
      title="Users"
    >
      {!isAdmin && (
        <Notice role="status" tone="warning">
          Only administrators manage users. Your own password and two-factor sign-in are in
          Settings.
        </Notice>
      )}
      <QueryState empty="No users." loadingLabel="Loading users..." query={users}>
        {(list) => (
          <UserTable
            currentUserId={me?.id}
            onAction={(user, action) => setChosen({ action, user })}
            users={list}
          />
        )}
      </QueryState>
      <AddUserDialog onClose={() => setAdding(false)} open={adding} />
      <EditUserDialog onClose={close} user={chosen?.action === 'edit' ? chosen.user : null} />
      <UserActionDialog
        action={chosen && chosen.action !== 'edit' ? chosen.action : null}
        onClose={close}
        user={chosen && chosen.action !== 'edit' ? chosen.user : null}
      />
    </PageFrame>
  )
}
