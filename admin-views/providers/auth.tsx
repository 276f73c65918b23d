'use client'
import { useQueryClient } from '@tanstack/react-query'
import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'

import { api, storeSessionId } from '../lib/api'
import { notify, notifyError } from '../lib/toast'

export type SessionUser = { id: string; role: string; tenantIds: null | string[]; username: string }

type LoginReply = {
  expiresIn: string
  message: string
  recoveryCodeUsed?: boolean
  sessionId: string
  success: boolean
  twoFactorRequired?: boolean
}

type LoginInput = { code?: string; password: string; rememberMe: boolean; username: string }

/** How a sign-in ended: in, refused, or the password was right and the two-factor code is needed. */
type LoginOutcome = 'code-needed' | 'failed' | 'signed-in'

type AuthState = {
  login: (input: LoginInput) => Promise<LoginOutcome>
  logout: () => Promise<void>
  status: 'loading' | 'signed-in' | 'signed-out'
  user: null | SessionUser
}

const AuthContext = createContext<AuthState | null>(null)

/**
 * Spec admin-core §4 Auth: loading, then signed in or signed out. The session check runs once per page
 * load; sign-in stores the session id and sets the user; sign-out clears both whatever the server answers.
 */
export const AuthProvider = ({ children }: { children: React.ReactNode }) => {
  const queryClient = useQueryClient()
  const [user, setUser] = useState<null | SessionUser>(null)
  const [status, setStatus] = useState<AuthState['status']>('loading')

  useEffect(() => {
    let cancelled = false
    api<{ authenticated: boolean; user: null | SessionUser }>('/api/auth/check')
      .then((reply) => {
        if (cancelled) return
        setUser(reply.authenticated ? reply.user : null)
        setStatus(reply.authenticated ? 'signed-in' : 'signed-out')
      })
      .catch((error: unknown) => {
        // Session check failure: only logged; the user stays signed out.
        console.error('Session check failed', error)
        if (!cancelled) setStatus('signed-out')
      })
    return () => {
      cancelled = true
    }
  }, [])

  const login = useCallback<AuthState['login']>(async (input) => {
    let response: Response
    try {
      response = await fetch('/api/auth/login', {
        body: JSON.stringify(input),
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        method: 'POST',
      })
    } catch {
      notifyError('Login error', 'Unable to connect to server')
      return 'failed'
    }
    const reply = (await response.json().catch(() => ({}))) as Partial<LoginReply>
    // The password was right; the account asks for its two-factor code (no failure to report yet).
    if (reply.twoFactorRequired && !input.code) return 'code-needed'
    if (!response.ok || !reply.success || !reply.sessionId) {
      notifyError('Login failed', reply.message || 'Invalid credentials')
      return 'failed'
    }
    storeSessionId(reply.sessionId)
    const check = await api<{ user: null | SessionUser }>('/api/auth/check').catch(() => ({
      user: null,
    }))
    setUser(check.user ?? { id: '', role: 'admin', tenantIds: null, username: input.username })
    setStatus('signed-in')
    notify({
      description: `Welcome back! Session expires in ${reply.expiresIn}${
        reply.recoveryCodeUsed
          ? '. Your recovery code is used up and two-factor sign-in is off: set it up again in Settings'
          : ''
      }`,
      title: 'Login successful',
    })
    return 'signed-in'
  }, [])

  const logout = useCallback<AuthState['logout']>(async () => {
    try {
      await api('/api/auth/logout', { method: 'POST' })
    } catch (error) {
      console.error('Logout failed', error)
    }
    storeSessionId(null)
    setUser(null)
    setStatus('signed-out')
    queryClient.clear()
    notify({ description: 'You have been successfully logged out', title: 'Logged out' })
  }, [queryClient])

  const value = useMemo(() => ({ login, logout, status, user }), [login, logout, status, user])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export const useAdminAuth = (): AuthState => {
  const context = useContext(AuthContext)
  if (!context) throw new Error('useAdminAuth must be used inside AdminProviders')
  return context
}

/**
 * Whether the signed-in user is an administrator: the screens offer only what the user may do, the
 * collections' access deciding (an editor neither adds nor deletes tenants, see collections/Tenants).
 */
export const useIsAdmin = (): boolean => useAdminAuth().user?.role === 'admin'
