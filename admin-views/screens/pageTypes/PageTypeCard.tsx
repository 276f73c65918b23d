'use client'
import React from 'react'

import type { PageTypeReply } from '../../../src/schemas/pageTypes'
import { Badge } from '../../ui/Badge'
import { DeleteButton } from '../../ui/DeleteButton'
import { CardGridSkeleton, ItemCard, TenantTerm } from '../../ui/ItemCard'
import { RowActions } from '../../ui/RowActions'

type Props = {
  onDelete: () => void
  onEdit: () => void
  pageType: PageTypeReply
  /** Under All tenants, whose page type it is. */
  tenantName?: string
}

/**
 * One page type: name, the Default badge (a word, not a colour), URL structure, description, Edit and
 * Delete. A default type cannot be deleted, so its Delete is disabled and says why on hover.
 */
export const PageTypeCard = ({ onDelete, onEdit, pageType, tenantName }: Props) => (
  <ItemCard
    actions={
      <>
        {pageType.isDefault && (
          <span className="tw:mr-auto tw:text-xs tw:text-elev-500">
            Default types cannot be deleted
          </span>
        )}
        <RowActions
          onDelete={pageType.isDefault ? undefined : onDelete}
          onEdit={onEdit}
          subject={pageType.name}
        >
          {pageType.isDefault && (
            <span
              className="tw:cursor-not-allowed tw:opacity-50"
              title="Default page types cannot be deleted"
            >
              <DeleteButton disabled label={`Delete ${pageType.name}`} onClick={onDelete} />
            </span>
          )}
        </RowActions>
      </>
    }
    actionsClassName="tw:flex tw:flex-wrap tw:items-center tw:justify-end tw:gap-2"
    label={pageType.name}
    testId="page-type-card"
  >
    <div className="tw:flex tw:items-start tw:justify-between tw:gap-2">
      <div className="tw:min-w-0">
        <h2 className="tw:m-0 tw:truncate tw:text-lg tw:font-semibold">{pageType.name}</h2>
        <p className="tw:m-0 tw:truncate tw:font-mono tw:text-sm tw:text-elev-500">
          {pageType.slug}
        </p>
      </div>
      {pageType.isDefault && <Badge tone="success">Default</Badge>}
    </div>
    <dl className="tw:m-0 tw:grid tw:grid-cols-[auto_1fr] tw:gap-x-3 tw:gap-y-1 tw:text-sm">
      <dt className="tw:text-elev-500">URL structure</dt>
      {pageType.useCategoryStructure ? (
        <dd className="tw:m-0">Category structure</dd>
      ) : (
        <dd className="tw:m-0 tw:min-w-0 tw:break-all tw:font-mono">
          {pageType.urlStructure || '—'}
        </dd>
      )}
      {pageType.showRelatedPages && (
        <>
          <dt className="tw:text-elev-500">Related pages</dt>
          <dd className="tw:m-0">
            {pageType.relatedPagesCount} · {pageType.relatedPagesTitle}
          </dd>
        </>
      )}
      <TenantTerm name={tenantName} />
    </dl>
    <p className="tw:m-0 tw:text-sm tw:text-elev-600">
      {pageType.description || <span className="tw:text-elev-500">No description</span>}
    </p>
  </ItemCard>
)

/** While the list loads: six cards of the grid's shape (spec section 9). */
export const PageTypeSkeleton = () => (
  <CardGridSkeleton
    bars={['tw:h-5 tw:w-2/5', 'tw:h-4 tw:w-3/5', 'tw:h-4 tw:w-4/5']}
    buttonsWidth="tw:w-1/3"
    label="Loading page types..."
    testId="page-type-skeleton"
  />
)
