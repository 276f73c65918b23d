'use client'
import { Button } from '@payloadcms/ui'
import React from 'react'

import type { RedirectReply } from '../../../src/schemas/redirects'
import { formatDateTime, formatNumber, timeAgo } from '../../lib/format'
import { Badge, StatusBadge } from '../../ui/Badge'
import { RowActions } from '../../ui/RowActions'

export const GRID = 'tw:grid tw:grid-cols-1 tw:gap-4 tw:md:grid-cols-2 tw:xl:grid-cols-3'

const CARD =
  'tw:flex tw:flex-col tw:gap-3 tw:rounded-xl tw:border tw:border-elev-150 tw:bg-surface tw:p-5'

type Props = {
  onDelete: () => void
  onEdit: () => void
  onTest: () => void
  redirect: RedirectReply
  /** Under All tenants, whose redirect it is. */
  tenantName?: string
}

/** When it was last followed: 'Never', or '5 minutes ago' with the local date and time on hover. */
const LastHit = ({ at }: { at: null | string }) =>
  at ? (
    <time dateTime={at} title={formatDateTime(at)}>
      {timeAgo(at)}
    </time>
  ) : (
    <>Never</>
  )

/**
 * One redirect: from path → to URL, its type and status, notes, how often and when it was last
 * followed, and Edit, Test and Delete.
 */
export const RedirectCard = ({ onDelete, onEdit, onTest, redirect, tenantName }: Props) => (
  <article aria-label={redirect.fromPath} className={CARD} data-testid="redirect-card">
    <div className="tw:flex tw:flex-wrap tw:items-center tw:gap-2">
      <Badge tone={redirect.type === 'affiliate' ? 'warning' : 'neutral'}>
        {redirect.type === 'affiliate' ? 'Affiliate' : 'Hard'}
      </Badge>
      <StatusBadge status={redirect.status} />
    </div>
    <div className="tw:flex tw:min-w-0 tw:flex-col tw:gap-1">
      <h2 className="tw:m-0 tw:font-mono tw:text-base tw:font-semibold tw:break-all">
        {redirect.fromPath}
      </h2>
      <p className="tw:m-0 tw:font-mono tw:text-sm tw:break-all tw:text-elev-600">
        <span aria-hidden="true">→ </span>
        <span className="tw:sr-only">to </span>
        {redirect.toUrl}
      </p>
    </div>
    <dl className="tw:m-0 tw:grid tw:grid-cols-[auto_1fr] tw:gap-x-3 tw:gap-y-1 tw:text-sm">
      <dt className="tw:text-elev-500">Hits</dt>
      <dd className="tw:m-0" data-testid="redirect-hits">
        {formatNumber(redirect.hits)}
      </dd>
      <dt className="tw:text-elev-500">Last hit</dt>
      <dd className="tw:m-0" data-testid="redirect-last-hit">
        <LastHit at={redirect.lastHitAt} />
      </dd>
      {tenantName && (
        <>
          <dt className="tw:text-elev-500">Tenant</dt>
          <dd className="tw:m-0">{tenantName}</dd>
        </>
      )}
    </dl>
    <p className="tw:m-0 tw:text-sm tw:break-words tw:text-elev-600">
      {redirect.notes || <span className="tw:text-elev-500">No notes</span>}
    </p>
    <div className="tw:mt-auto tw:border-t tw:border-elev-100 tw:pt-3">
      <RowActions onDelete={onDelete} onEdit={onEdit} subject={redirect.fromPath}>
        <Button
          aria-label={`Test ${redirect.fromPath}`}
          buttonStyle="secondary"
          margin={false}
          onClick={onTest}
          size="small"
        >
          Test
        </Button>
      </RowActions>
    </div>
  </article>
)

/** While the list loads: six cards of the grid's shape. */
export const RedirectSkeleton = () => (
  <div aria-busy="true" className={GRID} role="status">
    <span className="tw:sr-only">Loading redirects...</span>
    {Array.from({ length: 6 }, (_, index) => (
      <div
        aria-hidden="true"
        className={`${CARD} tw:animate-pulse`}
        data-testid="redirect-skeleton"
        key={index}
      >
        <div className="tw:h-5 tw:w-1/4 tw:rounded tw:bg-elev-100" />
        <div className="tw:h-5 tw:w-3/5 tw:rounded tw:bg-elev-100" />
        <div className="tw:h-4 tw:w-4/5 tw:rounded tw:bg-elev-100" />
        <div className="tw:mt-2 tw:h-8 tw:w-1/2 tw:self-end tw:rounded tw:bg-elev-100" />
      </div>
    ))}
  </div>
)
