'use client'
import { useRouter } from 'next/navigation'
import { useCallback } from 'react'

import { useAdminAuth } from '../providers/auth'

/** Ends the session (spec: clears the stored id and the user whatever the server answers), then shows sign-in. */
export const useSignOut = (): (() => Promise<void>) => {
  const { logout } = useAdminAuth()
  const router = useRouter()
  return useCallback(async () => {
    await logout()
    router.replace('/admin/login')
    router.refresh()
  }, [logout, router])
}
