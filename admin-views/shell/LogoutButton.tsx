'use client'
import { LogOutIcon } from '@payloadcms/ui'
import React from 'react'

import { useSignOut } from './useSignOut'

/** Payload's logout icon at the foot of the sidebar, ending our session (not only Payload's token). */
export const LogoutButton = ({ tabIndex = 0 }: { tabIndex?: number }) => {
  const signOut = useSignOut()
  return (
    <button
      aria-label="Log out"
      className="nav__log-out tw:cursor-pointer tw:border-0 tw:bg-transparent"
      onClick={() => void signOut()}
      tabIndex={tabIndex}
      title="Log out"
      type="button"
    >
      <LogOutIcon />
    </button>
  )
}
