import { toast } from '@payloadcms/ui'

import { watchToaster } from './toastAnnouncer'
import { toasterIntoDialog } from './toasterLayer'

/**
 * The spec's toasts (admin-core §8) through Payload's own toaster, so they look at home: one visible at a
 * time, 5000 ms each. Screen readers hear each one once, from our regions (`toastAnnouncer.ts`): politely,
 * errors at once.
 */
const TOAST_DURATION_MS = 5000
/** A toast with a button (Undo) stays long enough to find the button, by keyboard too (Alt+T). */
const ACTION_TOAST_DURATION_MS = 10_000

/** A button in the toast: 'Undo' after a move to the trash. */
export type ToastAction = { label: string; onClick: () => void }

type ToastArgs = {
  action?: ToastAction
  description?: string
  title: string
  variant?: 'default' | 'destructive'
}

export const notify = ({ action, description, title, variant = 'default' }: ToastArgs): void => {
  watchToaster()
  if (action) toasterIntoDialog()
  toast.dismiss()
  const options = {
    action,
    // Payload's toasts are unstyled: the button gets its look from styles/admin.css.
    classNames: { actionButton: 'sg-toast-action' },
    description,
    duration: action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS,
  }
  if (variant === 'destructive') toast.error(title, options)
  else toast.success(title, options)
}

export const notifyError = (title: string, description?: string): void =>
  notify({ description, title, variant: 'destructive' })
