'use client'
import React from 'react'

import type { PageTypeReply } from '../../../src/schemas/pageTypes'
import { Badge } from '../../ui/Badge'
import { DeleteButton } from '../../ui/DeleteButton'
import {
  CardFacts,
  CardGridSkeleton,
  CardHeading,
  Fact,
  ItemCard,
  TenantTerm,
} from '../../ui/ItemCard'
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
    <CardHeading
      badge={pageType.isDefault && <Badge tone="success">Default</Badge>}
      code={pageType.slug}
      title={pageType.name}
    />
    <CardFacts>
      {pageType.useCategoryStructure ? (
        <Fact term="URL structure">Category structure</Fact>
      ) : (
        <Fact className="tw:min-w-0 tw:break-all tw:font-mono" term="URL structure">
          {pageType.urlStructure || '—'}
        </Fact>
      )}
      {pageType.showRelatedPages && (
        <Fact term="Related pages">
          {pageType.relatedPagesCount} · {pageType.relatedPagesTitle}
        </Fact>
      )}
      <TenantTerm name={tenantName} />
    </CardFacts>
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
