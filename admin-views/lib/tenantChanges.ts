/**
 * Tenants created, renamed or deleted in one tab of the admin reach the others of this browser at
 * once: a message on a BroadcastChannel, after which each tab loads its tenant list again
 * (`providers/tenant.tsx`). One channel object per page, so a tab does not hear itself.
 */
const CHANNEL_NAME = 'sg-admin-tenants'

let channel: BroadcastChannel | null | undefined

const openChannel = (): BroadcastChannel | null => {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME)
  return channel
}

/** Tells the other tabs that the tenants changed. */
export const announceTenantChange = (): void => {
  openChannel()?.postMessage('tenants-changed')
}

/** Calls `onChange` whenever another tab says the tenants changed; returns the unsubscribe. */
export const watchTenantChanges = (onChange: () => void): (() => void) => {
  const open = openChannel()
  if (!open) return () => undefined
  const listener = () => onChange()
  open.addEventListener('message', listener)
  return () => open.removeEventListener('message', listener)
}
