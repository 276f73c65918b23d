import React from 'react'

import type { AiStatus } from './aiLogText'
import { STATUS_LABELS } from './aiLogText'

/**
 * Spec section 4: started blue, in progress yellow and spinning, completed green, failed red. Tailwind's
 * own hues, since Payload's theme has no yellow and its 'success' is blue.
 */
const TONES: Record<AiStatus, string> = {
  started: 'tw:bg-blue-100 tw:text-blue-800',
  in_progress: 'tw:bg-yellow-100 tw:text-yellow-800',
  completed: 'tw:bg-green-100 tw:text-green-800',
  failed: 'tw:bg-red-100 tw:text-red-800',
}

const Spinner = () => (
  <svg
    aria-hidden="true"
    className="tw:size-3 tw:motion-safe:animate-spin"
    data-testid="ai-status-spinner"
    fill="none"
    viewBox="0 0 24 24"
  >
    <circle cx="12" cy="12" opacity="0.3" r="9" stroke="currentColor" strokeWidth="3" />
    <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeLinecap="round" strokeWidth="3" />
  </svg>
)

/** An AI run's status in the spec's colours; a run in progress carries a spinning ring. */
export const AiStatusBadge = ({ status }: { status: AiStatus | null }) => {
  if (!status) return null
  return (
    <span
      className={`tw:inline-flex tw:items-center tw:gap-1.5 tw:rounded-full tw:px-2.5 tw:py-0.5 tw:text-xs tw:font-medium tw:whitespace-nowrap ${TONES[status]}`}
      data-status={status}
      data-testid="ai-status"
    >
      {status === 'in_progress' && <Spinner />}
      {STATUS_LABELS[status]}
    </span>
  )
}
