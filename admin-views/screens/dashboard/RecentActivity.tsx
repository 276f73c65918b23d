'use client'
import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import React from 'react'

import type { ActivityItem, ActivityKind } from '../../../src/schemas/dashboard'
import { formatDateTime, timeAgo } from '../../lib/format'
import { Badge } from '../../ui/Badge'
import { Card } from '../../ui/Card'
import { QueryState } from '../../ui/QueryState'

const KIND: Record<ActivityKind, string> = {
  ai_run: 'AI run',
  dataset: 'Dataset',
  import: 'Import',
  page: 'Page',
  task: 'Task',
  template: 'Template',
  tenant: 'Tenant',
}

/** Recent Activity: the latest changes across the product (GET /api/dashboard/activity), newest first. */
export const RecentActivity = ({ className = '' }: { className?: string }) => {
  const activity = useQuery<ActivityItem[]>({ queryKey: ['/api/dashboard/activity'] })
  return (
    <Card className={className} title="Recent Activity">
      <QueryState
        empty="No activity yet. Changes to tenants, datasets, templates, tasks and pages show here."
        loadingLabel="Loading activity..."
        query={activity}
      >
        {(items) => (
          <ol
            aria-label="Recent activity"
            className="tw:m-0 tw:flex tw:list-none tw:flex-col tw:p-0"
          >
            {items.map((item) => (
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
      </QueryState>
    </Card>
  )
}
