'use client'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { UseFormReturn } from 'react-hook-form'

import { slugify } from '../../../src/render/slugify'
import type { SettingsReply } from '../../../src/schemas/settings'
import { useAdminAuth } from '../../providers/auth'

/** `music-shop.example.com` for 'Music Shop' under the default domain example.com ('' without a name). */
const suggestedDomain = (name: string, defaultDomain: string): string => {
  const label = slugify(name).slice(0, 63).replace(/-+$/, '')
  return label ? `${label}.${defaultDomain}` : ''
}

type Values = { domain: string; name: string }

/**
 * Settings → General → Default domain in Create New Tenant: while the domain has not been typed in,
 * it follows the name (`{name}.{default domain}`). Only administrators create tenants, and only they
 * read the settings; without a default domain nothing is suggested.
 */
export const useSuggestedDomain = <T extends Values>(form: UseFormReturn<T>, open: boolean) => {
  const { user } = useAdminAuth()
  const settings = useQuery<SettingsReply>({
    enabled: open && user?.role === 'admin',
    queryKey: ['/api/settings'],
  })
  const defaultDomain = settings.data?.defaultDomain ?? null
  const typed = useRef(false)
  const typedForm = form as unknown as UseFormReturn<Values>
  const name = typedForm.watch('name')
  useEffect(() => {
    if (!defaultDomain || typed.current) return
    typedForm.setValue('domain', suggestedDomain(name ?? '', defaultDomain))
  }, [defaultDomain, name, typedForm])
  return {
    defaultDomain,
    /** register('domain')'s options: a domain typed in by hand is left alone from then on. */
    domainOptions: { onChange: () => void (typed.current = true) },
    /** A new form (after create or cancel) follows the name again. */
    restart: () => void (typed.current = false),
  }
}
