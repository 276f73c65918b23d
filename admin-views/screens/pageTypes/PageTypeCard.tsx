'use client'
import React from 'react'

import type { PageTypeReply } from '../../../src/schemas/pageTypes'
import { Badge } from '../../ui/Badge'
import { DeleteButton } from '../../ui/DeleteButton'
import { RowActions } from '../../ui/RowActions'

export const GRID = 'tw:grid tw:grid-cols-1 tw:gap-4 tw:md:grid-cols-2 tw:xl:grid-cols-3'

export const CARD =
  'tw:flex tw:flex-col tw:gap-3 tw:rounded-xl tw:border tw:border-elev-150 tw:bg-surface tw:p-5'

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
  <article aria-label={pageType.name} className={CARD} data-testid="page-type-card">
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
      {tenantName && (
        <>
          <dt className="tw:text-elev-500">Tenant</dt>
          <dd className="tw:m-0">{tenantName}</dd>
        </>
      )}
    </dl>
    <p className="tw:m-0 tw:text-sm tw:text-elev-600">
      {pageType.description || <span className="tw:text-elev-500">No description</span>}
    </p>
    <div className="tw:mt-auto tw:flex tw:flex-wrap tw:items-center tw:justify-end tw:gap-2 tw:border-t tw:border-elev-100 tw:pt-3">
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
    </div>
  </article>
)

/** While the list loads: six cards of the grid's shape (spec section 9). */
export const PageTypeSkeleton = () => (
  <div aria-busy="true" className={GRID} role="status">
    <span className="tw:sr-only">Loading page types...</span>
    {Array.from({ length: 6 }, (_, index) => (
      <div
        aria-hidden="true"
        className={`${CARD} tw:animate-pulse`}
        data-testid="page-type-skeleton"
        key={index}
      >
        <div className="tw:h-5 tw:w-2/5 tw:rounded tw:bg-elev-100" />
        <div className="tw:h-4 tw:w-3/5 tw:rounded tw:bg-elev-100" />
        <div className="tw:h-4 tw:w-4/5 tw:rounded tw:bg-elev-100" />
        <div className="tw:mt-2 tw:h-8 tw:w-1/3 tw:self-end tw:rounded tw:bg-elev-100" />
      </div>
    ))}
  </div>
)
