'use client'
import { Button } from '@payloadcms/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import React, { useEffect, useState } from 'react'

import type { DatasetReply } from '../../../endpoints/schemas/datasets'

import { api, errorMessage } from '../../lib/api'
import { formatDate, truncate } from '../../lib/format'
import { notify, notifyError } from '../../lib/toast'
import { PageFrame } from '../../shell/PageFrame'
import { StatusBadge } from '../../ui/Badge'
import { EmptyState, LoadError, Loading } from '../../ui/Card'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { CreateTemplateDialog } from '../templates/CreateTemplateDialog'
import { CreateTenantDialog } from '../tenants/CreateTenantDialog'
import { AiProgressCards } from './ai/AiProgressCards'
import { GenerateRecordsDialog } from './ai/GenerateRecordsDialog'
import { dangerButtonProps } from './danger'
import { DATASETS_KEY, invalidateTemplateCards } from './cache'
import { CreateDatasetDialog } from './CreateDatasetDialog'
import { FieldsDialog } from './FieldsDialog'
import { NotesDialog } from './NotesDialog'
import { RecordsDialog } from './RecordsDialog'

const number = new Intl.NumberFormat('en-US')
const plural = (count: number, one: string, many: string) =>
  `${number.format(count)} ${count === 1 ? one : many}`

type RowKind = 'ai' | 'delete' | 'fields' | 'notes' | 'records'

/** Fields, Records, Generate with AI and Delete for one dataset (table row and phone card). */
const DatasetActions = ({
  dataset,
  onOpen,
}: {
  dataset: DatasetReply
  onOpen: (kind: RowKind) => void
}) => (
  <div className="tw:flex tw:flex-wrap tw:gap-2">
    <Button
      aria-label={`Fields of ${dataset.name}`}
      buttonStyle="secondary"
      margin={false}
      onClick={() => onOpen('fields')}
      size="small"
    >
      Fields
    </Button>
    <Button
      aria-label={`Records of ${dataset.name}`}
      buttonStyle="secondary"
      margin={false}
      onClick={() => onOpen('records')}
      size="small"
    >
      Records
    </Button>
    <Button
      aria-label={`Generate with AI for ${dataset.name}`}
      buttonStyle="secondary"
      margin={false}
      onClick={() => onOpen('ai')}
      size="small"
    >
      Generate with AI
    </Button>
    <Button
      aria-label={`Delete ${dataset.name}`}
      buttonStyle="secondary"
      extraButtonProps={dangerButtonProps}
      margin={false}
      onClick={() => onOpen('delete')}
      size="small"
    >
      Delete
    </Button>
  </div>
)

/** The notes preview, which opens the Notes dialog. */
const NotesButton = ({ dataset, onOpen }: { dataset: DatasetReply; onOpen: () => void }) => (
  <button
    aria-label={`Notes for ${dataset.name}`}
    className="tw:block tw:w-full tw:cursor-pointer tw:rounded-md tw:border tw:border-dashed tw:border-elev-200 tw:bg-transparent tw:px-2 tw:py-1 tw:text-left tw:text-sm tw:text-elev-600 tw:hover:border-elev-400 tw:hover:text-text"
    onClick={onOpen}
    title={dataset.notes ?? undefined}
    type="button"
  >
    {dataset.notes ? (
      truncate(dataset.notes, 60)
    ) : (
      <span className="tw:text-elev-400">Add notes</span>
    )}
  </button>
)

type Open =
  { dataset: DatasetReply; kind: RowKind } | { kind: 'create' | 'tenant' | 'template' } | null

/** Dataset Management (spec admin-core §2): the datasets with their notes, fields, records and AI generation. */
export const DatasetsScreen = () => {
  const queryClient = useQueryClient()
  const router = useRouter()
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const datasets = useQuery<DatasetReply[]>({ queryKey: DATASETS_KEY })
  const [open, setOpen] = useState<Open>(null)

  // The dashboard's Quick Action 'Create New Dataset' links to ?create=1.
  useEffect(() => {
    if (searchParams.get('create') === '1') {
      setOpen({ kind: 'create' })
      router.replace(pathname)
    }
  }, [pathname, router, searchParams])

  const remove = useMutation({
    mutationFn: (dataset: DatasetReply) => api(`/api/datasets/${dataset.id}`, { method: 'DELETE' }),
    onError: (error) =>
      notifyError('Failed to delete dataset', errorMessage(error, 'The dataset was not deleted.')),
    onSuccess: async (_, dataset) => {
      notify({
        description: `${dataset.name} and its fields and records were removed.`,
        title: 'Dataset deleted',
      })
      setOpen(null)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/datasets'] }),
        invalidateTemplateCards(queryClient),
      ])
    },
  })

  // Dialogs keep showing the dataset as the list now has it (counts, notes), by id.
  const current = (kind: string): DatasetReply | null => {
    if (!open || !('dataset' in open) || open.kind !== kind) return null
    return datasets.data?.find((dataset) => dataset.id === open.dataset.id) ?? open.dataset
  }
  const close = () => setOpen(null)
  const list = datasets.data ?? []
  const aiDataset = current('ai')
  const deleting = current('delete')

  return (
    <PageFrame
      actions={
        <>
          <Button
            buttonStyle="secondary"
            margin={false}
            onClick={() => setOpen({ kind: 'tenant' })}
            size="medium"
          >
            Add Tenant
          </Button>
          <Button
            buttonStyle="secondary"
            margin={false}
            onClick={() => setOpen({ kind: 'template' })}
            size="medium"
          >
            Create Template
          </Button>
          <Button
            icon="plus"
            margin={false}
            onClick={() => setOpen({ kind: 'create' })}
            size="medium"
          >
            Create New Dataset
          </Button>
        </>
      }
      subtitle="Define structured datasets, their fields and records, and fill them with AI"
      title="Dataset Management"
    >
      <div className="tw:flex tw:flex-col tw:gap-6">
        <AiProgressCards />

        <section className="tw:rounded-xl tw:border tw:border-elev-150 tw:bg-surface">
          <div className="tw:flex tw:flex-wrap tw:items-center tw:justify-between tw:gap-2 tw:border-b tw:border-elev-100 tw:px-5 tw:py-4">
            <h2 className="tw:m-0 tw:text-lg tw:font-semibold">Datasets</h2>
            {datasets.isSuccess && (
              <span className="tw:text-sm tw:text-elev-500">
                {plural(list.length, 'dataset', 'datasets')}
              </span>
            )}
          </div>
          {datasets.isPending ? (
            <Loading label="Loading datasets..." />
          ) : datasets.isError ? (
            <div className="tw:p-5">
              <LoadError error={datasets.error} />
            </div>
          ) : list.length === 0 ? (
            <div className="tw:p-5">
              <EmptyState
                action={
                  <Button margin={false} onClick={() => setOpen({ kind: 'create' })} size="small">
                    Create New Dataset
                  </Button>
                }
              >
                No datasets yet. A dataset is a table of records that templates turn into pages.
              </EmptyState>
            </div>
          ) : (
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
                    {dataset.description && (
                      <p className="tw:m-0 tw:text-sm tw:text-elev-600">
                        {truncate(dataset.description, 140)}
                      </p>
                    )}
                    <NotesButton
                      dataset={dataset}
                      onOpen={() => setOpen({ dataset, kind: 'notes' })}
                    />
                    <DatasetActions
                      dataset={dataset}
                      onOpen={(kind) => setOpen({ dataset, kind })}
                    />
                  </li>
                ))}
              </ul>
              <div className="tw:hidden tw:overflow-x-auto tw:md:block">
                <table className="sg-table tw:min-w-[960px]">
                  <thead>
                    <tr>
                      <th>Name</th>
                      <th>Description</th>
                      <th>Status</th>
                      <th>Created</th>
                      <th>Notes</th>
                      <th>Actions</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((dataset) => (
                      <tr data-testid="dataset-row" key={dataset.id}>
                        <td className="tw:align-top">
                          <div className="tw:font-semibold">{dataset.name}</div>
                          <div className="tw:mt-0.5 tw:text-xs tw:whitespace-nowrap tw:text-elev-500">
                            {plural(dataset.fieldCount, 'field', 'fields')} ·{' '}
                            {plural(dataset.recordCount, 'record', 'records')}
                          </div>
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
                          <NotesButton
                            dataset={dataset}
                            onOpen={() => setOpen({ dataset, kind: 'notes' })}
                          />
                        </td>
                        <td className="tw:align-top">
                          <DatasetActions
                            dataset={dataset}
                            onOpen={(kind) => setOpen({ dataset, kind })}
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </section>
      </div>

      <CreateDatasetDialog onClose={close} open={open?.kind === 'create'} />
      <CreateTenantDialog onClose={close} open={open?.kind === 'tenant'} />
      <CreateTemplateDialog onClose={close} open={open?.kind === 'template'} />
      <NotesDialog dataset={current('notes')} onClose={close} />
      <FieldsDialog dataset={current('fields')} onClose={close} />
      <RecordsDialog dataset={current('records')} onClose={close} />
      {aiDataset && <GenerateRecordsDialog dataset={aiDataset} onClose={close} open />}
      <ConfirmDialog
        busy={remove.isPending}
        message={
          <>
            Delete <strong>{deleting?.name}</strong> with its{' '}
            {plural(deleting?.fieldCount ?? 0, 'field', 'fields')} and{' '}
            {plural(deleting?.recordCount ?? 0, 'record', 'records')}? Templates that use it keep
            existing without a dataset. This cannot be undone.
          </>
        }
        onCancel={close}
        onConfirm={() => deleting && remove.mutate(deleting)}
        open={Boolean(deleting)}
        title="Delete Dataset"
      />
    </PageFrame>
  )
}
