'use client'
import React from 'react'

import type { PageReply } from '../../../src/schemas/pages'
import { formatDate } from '../../lib/format'
import { formatInZone } from '../../lib/zonedTime'
import { Badge } from '../../ui/Badge'
import { MenuButton } from '../../ui/MenuButton'
import { stickyEnd, Table } from '../../ui/Table'
import { STATUS_COLOURS, typeLabel } from './pageForm'

const COLUMNS = [
  'Title',
  'Type',
  'Status',
  'Tenant',
  'Published',
  { className: stickyEnd, label: 'Actions', srOnly: true },
] as const

/** Spec section 2.2: published green, draft amber, archived grey, each with its word. */
export const PageStatusBadge = ({ status }: { status: PageReply['status'] }) => (
  <span
    className={`tw:inline-flex tw:items-center tw:rounded-full tw:px-2.5 tw:py-0.5 tw:text-xs tw:font-medium tw:capitalize ${STATUS_COLOURS[status]}`}
  >
    {status}
  </span>
)

/**
 * Issue 34: beneath the status, whether a draft waits to be published and when the page is set to
 * publish or unpublish (in its tenant's time zone).
 */
const PendingChanges = ({ page, timeZone }: { page: PageReply; timeZone: string }) => (
  <>
    {page.hasUnpublishedChanges && (
      <div>
        <span className="tw:mt-1 tw:inline-flex tw:rounded-full tw:bg-warning-100 tw:px-2.5 tw:py-0.5 tw:text-xs tw:font-medium tw:text-warning-750">
          Changes not published
        </span>
      </div>
    )}
    {page.publishAt && (
      <div className="tw:mt-1 tw:text-sm tw:text-elev-600">
        Publishes {formatInZone(page.publishAt, timeZone)}
      </div>
    )}
    {page.unpublishAt && (
      <div className="tw:mt-1 tw:text-sm tw:text-elev-600">
        Unpublishes {formatInZone(page.unpublishAt, timeZone)}
      </div>
    )}
  </>
)

type Props = {
  label: string
  onDelete: (page: PageReply) => void
  onEdit: (page: PageReply) => void
  onView: (page: PageReply) => void
  pages: readonly PageReply[]
  tenantName: (tenantId: null | string) => string
  /** The page's tenant's time zone, where its scheduled times are read. */
  timeZone: (tenantId: null | string) => string
}

/** The Page Management table: title with /slug beneath, type, status, tenant, published, row menu. */
export const PageTable = ({
  label,
  onDelete,
  onEdit,
  onView,
  pages,
  tenantName,
  timeZone,
}: Props) => (
  <Table className="tw:min-w-[44rem]" columns={COLUMNS} label={label}>
    {pages.map((page) => (
      <tr data-testid="page-row" key={page.id}>
        <td>
          <div className="tw:flex tw:flex-wrap tw:items-center tw:gap-2">
            <span className="tw:font-semibold" data-testid="page-title">
              {page.title}
            </span>
            {page.featured && <Badge tone="success">Featured</Badge>}
          </div>
          <div className="tw:font-mono tw:text-sm tw:text-elev-500 tw:break-all">/{page.slug}</div>
        </td>
        <td>{typeLabel(page.type)}</td>
        <td>
          <PageStatusBadge status={page.status} />
          <PendingChanges page={page} timeZone={timeZone(page.tenantId)} />
        </td>
        <td>{tenantName(page.tenantId)}</td>
        <td className="tw:whitespace-nowrap">
          {page.publishedAt ? formatDate(page.publishedAt) : 'Not published'}
        </td>
        <td className={stickyEnd}>
          <div className="tw:flex tw:justify-end">
            <MenuButton
              ariaLabel={`Actions for ${page.title}`}
              items={[
                { ariaLabel: `View ${page.title}`, label: 'View', onSelect: () => onView(page) },
                { ariaLabel: `Edit ${page.title}`, label: 'Edit', onSelect: () => onEdit(page) },
                {
                  ariaLabel: `Delete ${page.title}`,
                  danger: true,
                  label: 'Delete',
                  onSelect: () => onDelete(page),
                },
              ]}
            >
              <span aria-hidden="true" className="tw:text-lg tw:leading-none">
                ⋯
              </span>
            </MenuButton>
          </div>
        </td>
      </tr>
    ))}
  </Table>
)

/** While the list loads: five rows of the table's shape (spec section 9). */
export const PageTableSkeleton = () => (
  <div aria-busy="true" role="status">
    <span className="tw:sr-only">Loading pages...</span>
    <Table className="tw:min-w-[44rem]" columns={COLUMNS}>
      {Array.from({ length: 5 }, (_, index) => (
        <tr aria-hidden="true" className="tw:animate-pulse" data-testid="page-skeleton" key={index}>
          {COLUMNS.map((_, cell) => (
            <td key={cell}>
              <div
                className={`tw:h-4 tw:rounded tw:bg-elev-100 ${cell === 0 ? 'tw:w-48' : 'tw:w-16'}`}
              />
              {cell === 0 && <div className="tw:mt-2 tw:h-3 tw:w-28 tw:rounded tw:bg-elev-100" />}
            </td>
          ))}
        </tr>
      ))}
    </Table>
  </div>
)
