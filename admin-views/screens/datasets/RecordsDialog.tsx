'use client'
import { Button } from '@payloadcms/ui'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import React, { useEffect, useMemo, useState } from 'react'

import type { ExtraFieldSpec } from '../../../src/config/extraFieldSpecs'
import type { FieldReply } from '../../../src/schemas/fields'
import type { RecordReply } from '../../../src/schemas/records'
import type { RecordBody } from './RecordForm'

import { NO_EXTRA_FIELDS } from '../../hooks/useExtraFields'
import { useTrash } from '../../hooks/useTrash'
import { api, apiPage, errorMessage } from '../../lib/api'
import { formatDateTime, plural, truncate } from '../../lib/format'
import { notify, notifyError } from '../../lib/toast'
import { EmptyState, LoadError, Loading } from '../../ui/Card'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { Dialog } from '../../ui/Dialog'
import { Pager } from '../../ui/Pager'
import { TextField } from '../../ui/TextField'
import { TrashButton } from '../../ui/TrashButton'
import { fieldsKey, recordsTrash } from './cache'
import { BulkActions } from './BulkActions'
import type { DatasetDialogProps } from './datasetDialog'
import { DataButtons } from './import/DataButtons'
import { RecordForm } from './RecordForm'
import { RecordTable } from './RecordTable'
import { isLive } from './recordValues'
import { sortParam } from './SortHeader'
import { useSelection } from './useSelection'
import type { RecordSortState } from './SortHeader'

const PAGE_SIZE = 25

/** The page's path under the dataset: also its query key's last segment, so the default loader agrees. */
const pagePath = (offset: number, q: string, sort: RecordSortState) =>
  `records?limit=${PAGE_SIZE}&offset=${offset}${q ? `&q=${encodeURIComponent(q)}` : ''}${
    sort ? `&sort=${encodeURIComponent(sortParam(sort))}` : ''
  }`

/**
 * Manage Records: one page of 25 at a time (never the whole list, so 100,000 records open at once),
 * searchable on every field, sorted by a column, with add, edit and delete (to the trash, with Undo),
 * records checked on the page exported or deleted together, and the dataset's Trash.
 */
export const RecordsDialog = ({
  dataset,
  extraFields = NO_EXTRA_FIELDS,
  onClose,
}: DatasetDialogProps & { extraFields?: ExtraFieldSpec[] }) => {
  const queryClient = useQueryClient()
  const datasetId = dataset?.id ?? ''
  const open = Boolean(dataset)
  const [offset, setOffset] = useState(0)
  const [search, setSearch] = useState('')
  const [q, setQ] = useState('')
  const [sort, setSort] = useState<RecordSortState>(null)
  const [editing, setEditing] = useState<'new' | null | RecordReply>(null)
  const [deleting, setDeleting] = useState<null | RecordReply>(null)

  // A fresh start for each dataset opened.
  useEffect(() => {
    setOffset(0)
    setSearch('')
    setQ('')
    setSort(null)
    setEditing(null)
    setDeleting(null)
  }, [datasetId])

  // Search as the user types, once they pause. Only a changed search goes back to the first page:
  // the timer set when the dialog opens must not undo a Next clicked within its 300 ms.
  useEffect(() => {
    const next = search.trim()
    if (next === q) return
    const timer = setTimeout(() => {
      setQ(next)
      setOffset(0)
    }, 300)
    return () => clearTimeout(timer)
  }, [q, search])

  const fields = useQuery<FieldReply[]>({
    enabled: open,
    queryKey: fieldsKey(datasetId),
  })
  const path = pagePath(offset, q, sort)
  const { clear, select, selected } = useSelection(`${datasetId}/${path}`)
  const changeSort = (next: RecordSortState) => {
    setSort(next)
    setOffset(0)
  }
  const page = useQuery({
    enabled: open,
    placeholderData: keepPreviousData,
    queryFn: () => apiPage<RecordReply>(`/api/datasets/${datasetId}/${path}`),
    queryKey: ['/api/datasets', datasetId, path],
  })

  const total = page.data?.total ?? 0
  // A deletion that empties the last page steps back to the one before.
  useEffect(() => {
    if (
      page.data &&
      !page.isPlaceholderData &&
      page.data.items.length === 0 &&
      offset > 0 &&
      total > 0
    ) {
      setOffset(Math.max(0, (Math.ceil(total / PAGE_SIZE) - 1) * PAGE_SIZE))
    }
  }, [offset, page.data, page.isPlaceholderData, total])

  const trashOptions = recordsTrash(queryClient, datasetId)
  const trash = useTrash(trashOptions)

  const save = useMutation({
    mutationFn: ({ body, record }: { body: RecordBody; record: null | RecordReply }) =>
      record
        ? api<RecordReply>(`/api/records/${record.id}`, {
            body: {
              ...body.extra,
              data: body.data,
              ...(body.liveDate ? { liveDate: body.liveDate } : {}),
            },
            method: 'PATCH',
          })
        : api<RecordReply>('/api/records', {
            body: { ...body.extra, data: body.data, datasetId, liveDate: body.liveDate },
            method: 'POST',
          }),
    onError: (error, { record }) =>
      record
        ? notifyError('Failed to update record.', errorMessage(error, 'The record was not saved.'))
        : notifyError('Failed to create record.', errorMessage(error, 'The record was not added.')),
    onSuccess: async (saved, { record }) => {
      const live = isLive(saved.liveDate)
      notify({
        description: live
          ? 'It is live now.'
          : `It goes live on ${formatDateTime(saved.liveDate)}.`,
        title: record ? 'Record Updated' : 'Record Created',
      })
      setEditing(null)
      // A new record is the newest: show the first page, where it lands.
      if (!record) setOffset(0)
      await trashOptions.refresh()
    },
  })

  const remove = useMutation({
    mutationFn: (record: RecordReply) => api(`/api/records/${record.id}`, { method: 'DELETE' }),
    onError: (error) =>
      notifyError('Failed to delete record.', errorMessage(error, 'The record was not deleted.')),
    onSuccess: async (_reply, record) => {
      notify({
        action: trash.moved([record.id]),
        description: 'The record was moved to the trash.',
        title: 'Record Deleted',
      })
      setDeleting(null)
      await trashOptions.refresh()
    },
  })

  const fieldList = useMemo(() => fields.data ?? [], [fields.data])
  const primary = fieldList.find((field) => field.isPrimary)
  const noFields = fields.isSuccess && fieldList.length === 0
  const items = page.data?.items ?? []
  // The primary field (the record's identity) first, then the rest in their order.
  const columns = primary ? [primary, ...fieldList.filter((field) => field !== primary)] : fieldList
  const recordName = (record: RecordReply) => {
    const value = record.data[columns[0]?.name ?? '']
    return value === null || value === undefined || value === ''
      ? 'record'
      : truncate(String(value), 40)
  }

  const close = () => {
    setEditing(null)
    setDeleting(null)
    onClose()
  }

  return (
    <Dialog
      description={
        dataset ? `${dataset.name}: ${plural(dataset.recordCount, 'record', 'records')}` : undefined
      }
      onClose={close}
      open={open}
      size="xl"
      title="Manage Records"
    >
      <div className="tw:flex tw:flex-col tw:gap-4">
        <div className="tw:flex tw:flex-wrap tw:items-end tw:justify-between tw:gap-3">
          <TextField
            fieldClassName="tw:min-w-0 tw:flex-1 tw:sm:max-w-sm"
            id="records-search"
            label="Search records"
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search all fields"

            type="search"
            value={search}
          />
          <div className="tw:flex tw:flex-wrap tw:items-center tw:gap-2">
            {dataset && <DataButtons dataset={dataset} disabled={!fields.isSuccess || noFields} />}
            {dataset && <TrashButton {...trashOptions} things="records" whose={dataset.name} />}
            <Button
              disabled={!fields.isSuccess || noFields}
              icon="plus"
              margin={false}
              onClick={() => setEditing('new')}
              size="medium"
            >
              Add Record
            </Button>
          </div>
        </div>

        {fields.isPending || page.isPending ? (
          <Loading label="Loading records..." />
        ) : fields.isError ? (
          <LoadError error={fields.error} />
        ) : noFields ? (
          <EmptyState>
            <strong className="tw:block tw:text-text">No fields defined</strong>
            Add fields to this dataset (the Fields button) before adding records.
          </EmptyState>
        ) : page.isError ? (
          <LoadError error={page.error} />
        ) : items.length === 0 ? (
          <EmptyState>
            {q
              ? `No records match “${q}”.`
              : 'No records yet. Add the first one, import a CSV file, or generate them with AI.'}
          </EmptyState>
        ) : (
          <>
            {dataset && (
              <BulkActions
                dataset={dataset}
                onCleared={clear}
                selected={items.filter((r) => selected.has(r.id)).map((r) => r.id)}
              />
            )}
            <RecordTable
              columns={columns}
              dimmed={page.isPlaceholderData}
              items={items}
              name={recordName}
              onDelete={setDeleting}
              onEdit={setEditing}
              onSelect={select}
              onSort={changeSort}
              selected={selected}
              sort={sort}
            />
          </>
        )}

        {!noFields && total > 0 && (
          <Pager
            busy={page.isFetching}
            count={items.length}
            label="Records pages"
            offset={offset}
            onOffset={setOffset}
            pageSize={PAGE_SIZE}
            rangeTestId="records-range"
            total={total}
          />
        )}
      </div>

      <RecordForm
        extraFields={extraFields}
        fields={fieldList}
        onClose={() => setEditing(null)}
        onSubmit={(body) => save.mutateAsync({ body, record: editing === 'new' ? null : editing })}
        open={editing !== null}
        record={editing === 'new' ? null : editing}
      />
      <ConfirmDialog
        busy={remove.isPending}
        message={
          <>
            Move <strong>{deleting ? recordName(deleting) : ''}</strong> to the trash?{' '}
            {trash.note()}
          </>
        }
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
        open={Boolean(deleting)}
        title="Delete Record"
      />
    </Dialog>
  )
}
