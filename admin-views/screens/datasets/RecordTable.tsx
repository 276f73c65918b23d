'use client'
import React, { useEffect, useRef } from 'react'

import type { FieldReply } from '../../../src/schemas/fields'
import type { RecordReply } from '../../../src/schemas/records'
import { formatDateTime, truncate } from '../../lib/format'
import { Badge } from '../../ui/Badge'
import { RowActions } from '../../ui/RowActions'
import { stickyEnd, Table } from '../../ui/Table'
import { displayValue, isLive } from './recordValues'
import { ariaSortOf, SortHeader } from './SortHeader'
import type { RecordSortState } from './SortHeader'

type Props = {
  /** The dataset's fields, in the order the columns show them. */
  columns: FieldReply[]
  /** The previous page, shown faded while the next one loads. */
  dimmed: boolean
  items: RecordReply[]
  /** How a record is named on its buttons ('Edit Golden Flute'). */
  name: (record: RecordReply) => string
  onDelete: (record: RecordReply) => void
  onEdit: (record: RecordReply) => void
  /** Checks or unchecks records (one row, or the whole page). */
  onSelect: (ids: string[], selected: boolean) => void
  onSort: (sort: RecordSortState) => void
  /** The ids of the checked records. */
  selected: ReadonlySet<string>
  sort: RecordSortState
}

/** The header's box: checks the whole page, half-checked when only some rows are. */
const PageBox = ({
  ids,
  onSelect,
  selected,
}: Pick<Props, 'onSelect' | 'selected'> & { ids: string[] }) => {
  const ref = useRef<HTMLInputElement>(null)
  const count = ids.filter((id) => selected.has(id)).length
  const all = count > 0 && count === ids.length
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all
  }, [all, count])
  return (
    <input
      aria-label="Select all records on this page"
      checked={all}
      onChange={() => onSelect(ids, !all)}
      ref={ref}
      type="checkbox"
    />
  )
}

/** One value, cut at 60 characters (the whole of it in the tooltip). */
const ValueCell = ({ field, value }: { field: FieldReply; value: unknown }) => {
  const text = displayValue(field, value)
  return (
    <td className="tw:max-w-72 tw:align-top tw:text-sm" title={text.length > 60 ? text : undefined}>
      {truncate(text, 60)}
    </td>
  )
}

/**
 * One page of records: a box to select each; Live or Pending (with a warning when an older record owns
 * the same URL), early so it is in sight rather than under the Actions kept at the end when the fields
 * scroll sideways (a phone, many fields); then a column per field (cut at 60 characters; its header
 * sorts by it); Edit and Delete.
 */
export const RecordTable = ({
  columns,
  dimmed,
  items,
  name,
  onDelete,
  onEdit,
  onSelect,
  onSort,
  selected,
  sort,
}: Props) => (
  <Table
    className="tw:w-max tw:min-w-full"
    columns={[
      {
        className: 'tw:w-8',
        label: <PageBox ids={items.map((r) => r.id)} onSelect={onSelect} selected={selected} />,
      },
      'Status',
      ...columns.map((field) => ({
        ariaSort: ariaSortOf(sort, field.name),
        label: <SortHeader label={field.name} onSort={onSort} sort={sort} sortKey={field.name} />,
      })),
      { className: stickyEnd, label: 'Actions', srOnly: true },
    ]}
    frameClassName={`tw:rounded-lg tw:border tw:border-elev-150 ${dimmed ? 'tw:opacity-60' : ''}`}
  >
    {items.map((record) => {
      const live = isLive(record.liveDate)
      return (
        <tr data-testid="record-row" key={record.id}>
          <td className="tw:align-top">
            <input
              aria-label={`Select ${name(record)}`}
              checked={selected.has(record.id)}
              onChange={(event) => onSelect([record.id], event.target.checked)}
              type="checkbox"
            />
          </td>
          <td className="tw:align-top tw:whitespace-nowrap">
            <Badge tone={live ? 'success' : 'warning'}>{live ? 'Live' : 'Pending'}</Badge>
            <div className="tw:mt-1 tw:text-xs tw:text-elev-500">
              {formatDateTime(record.liveDate)}
            </div>
            {record.urlConflict && (
              <p
                className="tw:mt-1 tw:max-w-64 tw:rounded tw:bg-warning-100 tw:px-2 tw:py-1 tw:text-xs tw:whitespace-normal tw:text-warning-750"
                data-testid="url-conflict"
              >
                Warning: an older record has the same URL
                {record.urlConflict.url ? ` (${record.urlConflict.url})` : ''}, so its page is shown
                there. Change this record&apos;s value to give it a page of its own.
              </p>
            )}
          </td>
          {columns.map((field) => (
            <ValueCell field={field} key={field.id} value={record.data[field.name]} />
          ))}
          <td className={`tw:align-top ${stickyEnd}`}>
            <RowActions
              onDelete={() => onDelete(record)}
              onEdit={() => onEdit(record)}
              subject={name(record)}
            />
          </td>
        </tr>
      )
    })}
  </Table>
)
