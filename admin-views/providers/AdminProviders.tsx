'use client'
import { QueryClientProvider } from '@tanstack/react-query'
import React, { useState } from 'react'

import { createQueryClient } from '../lib/queryClient'
import { AuthProvider } from './auth'
import { TenantProvider } from './tenant'

import '../styles/admin.css'

/** Wraps the whole admin (Payload's `admin.components.providers`): data cache, session, tenant selection. */
export const AdminProviders = ({ children }: { children?: React.ReactNode }) => {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <TenantProvider>{children}</TenantProvider>
      </AuthProvider>
    </QueryClientProvider>
  )
}
