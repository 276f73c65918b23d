import { toast } from '@payloadcms/ui'

import { watchToaster } from './toastAnnouncer'

/**
 * The spec's toasts (admin-core §8) through Payload's own toaster, so they look at home: one visible at a
 * time, 5000 ms each. Screen readers hear each one once, from our regions (`toastAnnouncer.ts`): politely,
 * errors at once.
 */
const TOAST_DURATION_MS = 5000

type ToastArgs = { description?: string; title: string; variant?: 'default' | 'destructive' }

export const notify = ({ description, title, variant = 'default' }: ToastArgs): void => {
  watchToaster()
  toast.dismiss()
  const options = { description, duration: TOAST_DURATION_MS }
  if (variant === 'destructive') toast.error(title, options)
  else toast.success(title, options)
}

export const notifyError = (title: string, description?: string): void =>
  notify({ description, title, variant: 'destructive' })
