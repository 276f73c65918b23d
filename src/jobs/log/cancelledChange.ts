import type { JobLog } from '../progress/types'
import { workingTime } from './workingTime'

/**
 * How a cancelled run ends, whoever ends it (its job, or the cancel itself when no runner holds the
 * job): failed, 'Cancelled by {user}', its working time so far; what it finished is kept for a resume.
 */
export const cancelledChange = ({
  by,
  log,
  processed,
  total,
}: {
  by: string
  log: Pick<JobLog, 'createdAt' | 'duration' | 'startedAt'> & { resumedAt?: null | string }
  processed: number
  total: number
}) => ({
  completedAt: new Date().toISOString(),
  currentItem: null,
  duration: workingTime(log),
  errorMessage: `Cancelled by ${by}`,
  message: `Cancelled by ${by} after ${processed} of ${total}`,
  status: 'failed' as const,
})
