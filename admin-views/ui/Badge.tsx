import React from 'react'

const tones = {
  error: 'tw:bg-error-100 tw:text-error-750',
  neutral: 'tw:bg-elev-100 tw:text-elev-800',
  success: 'tw:bg-success-100 tw:text-success-750',
  warning: 'tw:bg-warning-100 tw:text-warning-750',
}

export type BadgeTone = keyof typeof tones

/** A status pill: active (green), setup / draft / pending (amber), inactive (grey), failed (red). */
const statusTone = (status: string): BadgeTone => {
  if (status === 'active' || status === 'completed' || status === 'live') return 'success'
  if (status === 'failed' || status === 'high') return 'error'
  if (
    status === 'setup' ||
    status === 'draft' ||
    status === 'pending' ||
    status === 'medium' ||
    status === 'in_progress' ||
    status === 'started'
  )
    return 'warning'
  return 'neutral'
}

export const Badge = ({
  children,
  tone = 'neutral',
}: {
  children: React.ReactNode
  tone?: BadgeTone
}) => (
  <span
    className={`tw:inline-flex tw:items-center tw:rounded-full tw:px-2.5 tw:py-0.5 tw:text-xs tw:font-medium tw:capitalize ${tones[tone]}`}
  >
    {children}
  </span>
)

export const StatusBadge = ({ status }: { status: string }) => (
  <Badge tone={statusTone(status)}>{status.replace('_', ' ')}</Badge>
)
