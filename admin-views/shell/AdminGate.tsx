'use client'
import React from 'react'

import { useAdminAuth } from '../providers/auth'
import { SignIn } from './SignIn'

/** 'Checking authentication...' while the session check runs, then the screen or, signed out, sign-in. */
export const AdminGate = ({ children }: { children: React.ReactNode }) => {
  const { status } = useAdminAuth()
  if (status === 'loading') {
    return (
      <div
        aria-busy="true"
        className="sg-admin tw:flex tw:min-h-[50vh] tw:items-center tw:justify-center tw:text-elev-500"
        role="status"
      >
        Checking authentication...
      </div>
    )
  }
  if (status === 'signed-out') return <SignIn />
  return <>{children}</>
}
