'use client'
import React, { useEffect, useRef } from 'react'

import { useSignOut } from './useSignOut'

export const SignOut = () => {
  const signOut = useSignOut()
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    void signOut()
  }, [signOut])
  return (
    <div
      className="sg-admin tw:flex tw:min-h-[50vh] tw:items-center tw:justify-center tw:text-elev-500"
      role="status"
    >
      Logging out...
    </div>
  )
}
