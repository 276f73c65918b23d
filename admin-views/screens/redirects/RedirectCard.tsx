'use client'
import React from 'react'

import type { RedirectReply } from '../../../src/schemas/redirects'
import { formatDateTime, formatNumber, timeAgo } from '../../lib/format'
import { Badge, StatusBadge } from '../../ui/Badge'
import { CardFacts, CardGridSkeleton, Fact, ItemCard, TenantTerm } from '../../ui/ItemCard'
import { RowActions } from '../../ui/RowActions'
import { SmallButton } from '../../ui/SmallButton'

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
  <ItemCard
    actions={
      <RowActions onDelete={onDelete} onEdit={onEdit} subject={redirect.fromPath}>
        <SmallButton label={`Test ${redirect.fromPath}`} onClick={onTest}>
          Test
        </SmallButton>
      </RowActions>
    }
    label={redirect.fromPath}
    testId="redirect-card"
  >
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
    <CardFacts>
      <Fact term="Hits" testId="redirect-hits">
        {formatNumber(redirect.hits)}
      </Fact>
      <Fact term="Last hit" testId="redirect-last-hit">
        <LastHit at={redirect.lastHitAt} />
      </Fact>
      <TenantTerm name={tenantName} />
    </CardFacts>
    <p className="tw:m-0 tw:text-sm tw:break-words tw:text-elev-600">
      {redirect.notes || <span className="tw:text-elev-500">No notes</span>}
    </p>
  </ItemCard>
)

/** While the list loads: six cards of the grid's shape. */
export const RedirectSkeleton = () => (
  <CardGridSkeleton
    bars={['tw:h-5 tw:w-1/4', 'tw:h-5 tw:w-3/5', 'tw:h-4 tw:w-4/5']}
    buttonsWidth="tw:w-1/2"
    label="Loading redirects..."
    testId="redirect-skeleton"
  />
)
