'use client'
import { useTenantSelection } from '@payloadcms/plugin-multi-tenant/client'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'

import type { TenantReply } from '../../src/schemas/tenants'

type Args = {
  /** The tenant list as `/api/tenants` last answered, and when (a new answer: a new list). */
  tenants: TenantReply[] | undefined
  updatedAt: number
  /** Says why a chosen tenant could not be selected. */
  onRefused: (id: string) => void
  /** A choice honoured (`null`: All tenants), to be remembered. */
  onSelected: (id: null | string) => void
}

/** How long a chosen tenant may wait for the plugin to learn it before the choice is refused. */
const LEARN_TIMEOUT_MS = 10_000

const sameOptions = (options: { label: unknown; value: unknown }[], tenants: TenantReply[]) =>
  options.length === tenants.length &&
  tenants.every((tenant) =>
    options.some((option) => String(option.value) === tenant.id && option.label === tenant.name),
  )

/**
 * The multi-tenant plugin's selection (its sidebar selector 'Filter by Tenant' and its `payload-tenant`
 * cookie) kept in step with our tenant list. The plugin knows only the tenants of the server's last
 * render, and selecting one it does not know silently selects its first; so each new list renders the
 * server again (the plugin takes its tenants from there, in its order), and a tenant it does not know
 * yet is selected once it does, or refused (`onRefused`) when it is not the user's.
 *
 * Each choice refreshes the server's render (`refresh: true`, as the plugin's own selector does), so the
 * plugin's initial value follows the cookie: while that value is empty (the page loaded on All
 * tenants), the plugin clears the selection whenever its tenant list changes.
 */
export const usePluginTenants = ({ onRefused, onSelected, tenants, updatedAt }: Args) => {
  const router = useRouter()
  const plugin = useTenantSelection()
  const { options, setTenant } = plugin
  const [pending, setPending] = useState<null | string>(null)
  const optionsRef = useRef(options)
  optionsRef.current = options

  // A new tenant list (created, renamed or deleted here or in another tab): the plugin learns it.
  useEffect(() => {
    if (tenants && !sameOptions(optionsRef.current, tenants)) router.refresh()
  }, [router, tenants, updatedAt])

  const optionOf = useCallback(
    (id: string) => options.find((option) => String(option.value) === id),
    [options],
  )
  const isListed = useCallback(
    (id: string) => !tenants || tenants.some((tenant) => tenant.id === id),
    [tenants],
  )

  /** Selects the tenant (`null`: All tenants) now if the plugin knows it, else once it does. */
  const select = useCallback(
    (id: null | string) => {
      const option = id === null ? undefined : optionOf(id)
      if (id === null || option) {
        setPending(null)
        setTenant({ id: option?.value, refresh: true })
        onSelected(id)
      } else if (!isListed(id)) {
        setPending(null)
        onRefused(id)
      } else {
        setPending(id)
        router.refresh()
      }
    },
    [isListed, onRefused, onSelected, optionOf, router, setTenant],
  )

  // The plugin has learnt the tenant waited for, or the tenant is not the user's (any more). Selected
  // after this render's effects: the plugin's own, on its new list, may clear the selection first.
  useEffect(() => {
    if (!pending) return
    const option = optionOf(pending)
    if (option) {
      const timer = window.setTimeout(() => {
        setPending(null)
        setTenant({ id: option.value, refresh: true })
        onSelected(pending)
      })
      return () => window.clearTimeout(timer)
    }
    if (!isListed(pending)) {
      setPending(null)
      onRefused(pending)
      return
    }
    const giveUp = window.setTimeout(() => {
      setPending(null)
      onRefused(pending)
    }, LEARN_TIMEOUT_MS)
    return () => window.clearTimeout(giveUp)
  }, [isListed, onRefused, onSelected, optionOf, pending, setTenant])

  const selectedId = plugin.selectedTenantID === undefined ? null : String(plugin.selectedTenantID)
  return { select, selectedId }
}
