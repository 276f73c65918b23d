'use client'
import React from 'react'

import type { DatasetReply } from '../../../src/schemas/datasets'
import { formatDate, plural, truncate } from '../../lib/format'
import { useAdminTenant } from '../../providers/tenant'
import { StatusBadge } from '../../ui/Badge'
import { RowActions } from '../../ui/RowActions'
import { Table } from '../../ui/Table'
import { SmallButton } from '../../ui/SmallButton'

export type RowKind = 'ai' | 'delete' | 'fields' | 'fill' | 'notes' | 'records'

/** Fields, Records, Generate with AI, Fill with AI and Delete for one dataset (table row and phone card). */
const DatasetActions = ({
  dataset,
  onOpen,
}: {
  dataset: DatasetReply
  onOpen: (kind: RowKind) => void
}) => (
  <RowActions className="tw:justify-start" onDelete={() => onOpen('delete')} subject={dataset.name}>
    {(
      [
        ['fields', 'Fields', `Fields of ${dataset.name}`],
        ['records', 'Records', `Records of ${dataset.name}`],
        ['ai', 'Generate with AI', `Generate with AI for ${dataset.name}`],
        ['fill', 'Fill with AI', `Fill with AI for ${dataset.name}`],
      ] as const
    ).map(([kind, text, label]) => (
      <SmallButton key={kind} label={label} onClick={() => onOpen(kind)}>
        {text}
      </SmallButton>
    ))}
  </RowActions>
)

/** The names of the tenants a dataset serves, or that it is for administrators only. */
const TenantNames = ({ dataset }: { dataset: DatasetReply }) => {
  const { tenants } = useAdminTenant()
  if (dataset.tenantIds.length === 0)
    return <span className="tw:text-elev-500">Administrators only</span>
  const names = new Map(tenants.map((tenant) => [tenant.id, tenant.name]))
  return <>{dataset.tenantIds.map((id) => names.get(id) ?? 'Unknown tenant').join(', ')}</>
}

/** The notes preview, which opens the Notes dialog. */
const NotesButton = ({ dataset, onOpen }: { dataset: DatasetReply; onOpen: () => void }) => (
  <button
    className="tw:block tw:w-full tw:cursor-pointer tw:rounded-md tw:border tw:border-dashed tw:border-elev-200 tw:bg-transparent tw:px-2 tw:py-1 tw:text-left tw:text-sm tw:text-elev-600 tw:hover:border-elev-400 tw:hover:text-text"
    onClick={onOpen}
    title={dataset.notes ?? undefined}
    type="button"
  >
    <span className="tw:sr-only">Notes for {dataset.name}: </span>
    {dataset.notes ? (
      truncate(dataset.notes, 60)
    ) : (
      <span className="tw:text-elev-500">Add notes</span>
    )}
  </button>
)

/** The datasets: cards on phones, a table from medium screens up; each opens its dialogs by kind. */
export const DatasetList = ({
  list,
  onOpen,
}: {
  list: DatasetReply[]
  onOpen: (dataset: DatasetReply, kind: RowKind) => void
}) => (
  <>
    <ul className="tw:m-0 tw:flex tw:list-none tw:flex-col tw:gap-0 tw:p-0 tw:md:hidden">
      {list.map((dataset) => (
        <li
          className="tw:flex tw:flex-col tw:gap-3 tw:border-b tw:border-elev-100 tw:px-5 tw:py-4 tw:last:border-b-0"
          data-testid="dataset-card"
          key={dataset.id}
        >
          <div className="tw:flex tw:items-start tw:justify-between tw:gap-3">
            <div className="tw:min-w-0">
              <div className="tw:font-semibold">{dataset.name}</div>
              <div className="tw:mt-0.5 tw:text-xs tw:text-elev-500">
                {plural(dataset.fieldCount, 'field', 'fields')} ·{' '}
                {plural(dataset.recordCount, 'record', 'records')} · Created{' '}
                {formatDate(dataset.createdAt)}
              </div>
            </div>
            <StatusBadge status={dataset.status} />
          </div>
          <div className="tw:text-sm">
            <span className="tw:font-medium">Tenants: </span>
            <TenantNames dataset={dataset} />
          </div>
          {dataset.description && (
            <p className="tw:m-0 tw:text-sm tw:text-elev-600">
              {truncate(dataset.description, 140)}
            </p>
          )}
          <NotesButton dataset={dataset} onOpen={() => onOpen(dataset, 'notes')} />
          <DatasetActions dataset={dataset} onOpen={(kind) => onOpen(dataset, kind)} />
        </li>
      ))}
    </ul>
    <Table
      className="tw:min-w-[1080px]"
      columns={['Name', 'Tenants', 'Description', 'Status', 'Created', 'Notes', 'Actions']}
      frameClassName="tw:hidden tw:md:block"
    >
      {list.map((dataset) => (
        <tr data-testid="dataset-row" key={dataset.id}>
          <td className="tw:align-top">
            <div className="tw:font-semibold">{dataset.name}</div>
            <div className="tw:mt-0.5 tw:text-xs tw:whitespace-nowrap tw:text-elev-500">
              {plural(dataset.fieldCount, 'field', 'fields')} ·{' '}
              {plural(dataset.recordCount, 'record', 'records')}
            </div>
          </td>
          <td className="tw:max-w-48 tw:align-top tw:text-sm">
            <TenantNames dataset={dataset} />
          </td>
          <td
            className="tw:max-w-72 tw:align-top tw:text-sm tw:text-elev-600"
            title={dataset.description ?? undefined}
          >
            {dataset.description ? (
              truncate(dataset.description, 90)
            ) : (
              <span className="tw:text-elev-400">—</span>
            )}
          </td>
          <td className="tw:align-top">
            <StatusBadge status={dataset.status} />
          </td>
          <td className="tw:align-top tw:text-sm tw:whitespace-nowrap">
            {formatDate(dataset.createdAt)}
          </td>
          <td className="tw:max-w-56 tw:align-top">
            <NotesButton dataset={dataset} onOpen={() => onOpen(dataset, 'notes')} />
          </td>
          <td className="tw:align-top">
            <DatasetActions dataset={dataset} onOpen={(kind) => onOpen(dataset, kind)} />
          </td>
        </tr>
      ))}
    </Table>
  </>
)
