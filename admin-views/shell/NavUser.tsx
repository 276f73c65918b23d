'use client'
import React from 'react'

import { useAdminAuth } from '../providers/auth'
import { useSignOut } from './useSignOut'
import { SmallButton } from '../ui/SmallButton'

/** What the sidebar calls each role (collections/Users `role`). */
const ROLE_LABELS: Record<string, string> = { admin: 'Administrator', editor: 'Editor' }

/** The signed-in username with their role, and the logout button (spec admin-core §2). */
export const NavUser = () => {
  const { user } = useAdminAuth()
  const signOut = useSignOut()
  if (!user) return null
  return (
    <div className="sg-nav-user tw:mt-4 tw:flex tw:w-full tw:items-center tw:justify-between tw:gap-2 tw:border-t tw:border-elev-150 tw:pt-4">
      <div className="tw:min-w-0">
        <div className="tw:truncate tw:font-semibold" data-testid="nav-username">
          {user.username}
        </div>
        <div className="tw:text-sm tw:text-elev-500" data-testid="nav-role">
          {ROLE_LABELS[user.role] ?? user.role}
        </div>
      </div>
      <SmallButton onClick={() => void signOut()}>Logout</SmallButton>
    </div>
  )
}
