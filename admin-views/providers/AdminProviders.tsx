'use client'
import { QueryClientProvider } from '@tanstack/react-query'
import React, { useEffect, useState } from 'react'

import { startToastAnnouncer } from '../lib/toastAnnouncer'
import { createQueryClient } from '../lib/queryClient'
import { watchPayloadSelects } from '../lib/payloadSelects'
import { AuthProvider } from './auth'
import { TenantProvider } from './tenant'

import '../styles/admin.css'

/**
 * Wraps the whole admin (Payload's `admin.components.providers`): data cache, session, tenant selection,
 * and the live regions that read out every toast, there before the first one so it is read.
 */
export const AdminProviders = ({ children }: { children?: React.ReactNode }) => {
  const [queryClient] = useState(createQueryClient)
  useEffect(watchPayloadSelects, [])
  useEffect(startToastAnnouncer, [])
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <TenantProvider>{children}</TenantProvider>
      </AuthProvider>
    </QueryClientProvider>
  )
}
