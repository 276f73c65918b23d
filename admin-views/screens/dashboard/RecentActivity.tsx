'use client'
import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import React from 'react'

import type { ActivityItem, ActivityKind } from '../../../endpoints/schemas/dashboard'
import { formatDateTime } from '../../lib/format'
import { Badge } from '../../ui/Badge'
import { Card, EmptyState, LoadError, Loading } from '../../ui/Card'

const KIND: Record<ActivityKind, string> = {
  ai_run: 'AI run',
  dataset: 'Dataset',
  page: 'Page',
  task: 'Task',
  template: 'Template',
  tenant: 'Tenant',
}

/** '5 minutes ago', 'yesterday', or the date for older changes. */
export const timeAgo = (iso: string, now = Date.now()): string => {
  const seconds = Math.round((now - Date.parse(iso)) / 1000)
  if (Number.isNaN(seconds)) return ''
  if (seconds < 45) return 'just now'
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`
  const hours = Math.round(minutes / 60)
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`
  const days = Math.round(hours / 24)
  if (days === 1) return 'yesterday'
  if (days < 7) return `${days} days ago`
  return formatDateTime(iso)
}

/** Recent Activity: the latest changes across the product (GET /api/dashboard/activity), newest first. */
export const RecentActivity = ({ className = '' }: { className?: string }) => {
  const activity = useQuery<ActivityItem[]>({ queryKey: ['/api/dashboard/activity'] })
  return (
    <Card className={className} title="Recent Activity">
      {activity.isLoading && <Loading label="Loading activity..." />}
      {activity.isError && <LoadError error={activity.error} />}
      {activity.data && activity.data.length === 0 && (
        <EmptyState>
          No activity yet. Changes to tenants, datasets, templates, tasks and pages show here.
        </EmptyState>
      )}
      {activity.data && activity.data.length > 0 && (
        <ol aria-label="Recent activity" className="tw:m-0 tw:flex tw:list-none tw:flex-col tw:p-0">
          {activity.data.map((item) => (
            <li
              className="tw:flex tw:items-start tw:gap-3 tw:border-b tw:border-elev-100 tw:py-2.5 tw:last:border-b-0"
              key={`${item.kind}-${item.id}`}
            >
              <span className="tw:w-20 tw:shrink-0 tw:pt-0.5">
                <Badge>{KIND[item.kind]}</Badge>
              </span>
              <div className="tw:min-w-0 tw:flex-1">
                <Link
                  className="tw:font-medium tw:text-text tw:no-underline tw:hover:underline"
                  href={item.href}
                >
                  {item.title}
                </Link>
                <p className="tw:m-0 tw:text-sm tw:text-elev-500">
                  {item.action === 'created' ? 'Created' : 'Updated'}
                  {item.tenantName && item.kind !== 'tenant' ? ` · ${item.tenantName}` : ''}
                </p>
              </div>
              <time
                className="tw:shrink-0 tw:text-sm tw:whitespace-nowrap tw:text-elev-500"
                dateTime={item.at}
                title={formatDateTime(item.at)}
              >
                {timeAgo(item.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Card>
  )
}
