import React from 'react'

import { cx } from './cx'

const tones = {
  error: 'tw:border-error-500 tw:bg-error-50 tw:text-error-750',
  warning: 'tw:border-warning-500 tw:bg-warning-100 tw:text-warning-750',
}

type Props = {
  children: React.ReactNode
  /** Its padding (and any other class); `tw:p-4` unless told. */
  className?: string
  /** `alert` (read out at once) for failures; `status` for a standing condition. */
  role?: 'alert' | 'status'
  testId?: string
  tone?: keyof typeof tones
}

/** A coloured box for a failure or a warning in the page (not a toast). */
export const Notice = ({ children, className, role = 'alert', testId, tone = 'error' }: Props) => (
  <div
    className={cx('tw:rounded-lg tw:border', tones[tone], className ?? 'tw:p-4')}
    data-testid={testId}
    role={role}
  >
    {children}
  </div>
)
