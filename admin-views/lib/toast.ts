import { toast } from '@payloadcms/ui'

import { announceError } from './errorAnnouncer'

/**
 * The spec's toasts (admin-core §8) through Payload's own toaster, so they look at home: one visible at a
 * time, 5000 ms each; screen readers hear them from the toaster's polite live region, and errors at once
 * from our assertive one (errorAnnouncer).
 */
const TOAST_DURATION_MS = 5000

type ToastArgs = { description?: string; title: string; variant?: 'default' | 'destructive' }

export const notify = ({ description, title, variant = 'default' }: ToastArgs): void => {
  toast.dismiss()
  const options = { description, duration: TOAST_DURATION_MS }
  if (variant === 'destructive') {
    toast.error(title, options)
    announceError(description ? `${title}. ${description}` : title)
  } else toast.success(title, options)
}

export const notifyError = (title: string, description?: string): void =>
  notify({ description, title, variant: 'destructive' })
