'use client'
import { Button } from '@payloadcms/ui'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import React, { useEffect, useMemo, useState } from 'react'

import type { DatasetReply } from '../../../endpoints/schemas/datasets'
import type { FieldReply } from '../../../endpoints/schemas/fields'
import type { RecordReply } from '../../../endpoints/schemas/records'
import type { RecordBody } from './RecordForm'

import { api, apiPage, errorMessage } from '../../lib/api'
import { formatDateTime, truncate } from '../../lib/format'
import { notify, notifyError } from '../../lib/toast'
import { Badge } from '../../ui/Badge'
import { EmptyState, LoadError, Loading } from '../../ui/Card'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { Dialog } from '../../ui/Dialog'
import { dangerButtonProps, stickyEnd } from './danger'
import { fieldsKey, invalidateDataset, invalidateTemplateCards } from './cache'
import { RecordForm } from './RecordForm'
import { displayValue, isLive } from './recordValues'

export const PAGE_SIZE = 25
const number = new Intl.NumberFormat('en-US')
const plural = (count: number, one: string, many: string) =>
  `${number.format(count)} ${count === 1 ? one : many}`

/** The page's path under the dataset: also its query key's last segment, so the default loader agrees. */
const pagePath = (offset: number, q: string) =>
  `records?limit=${PAGE_SIZE}&offset=${offset}${q ? `&q=${encodeURIComponent(q)}` : ''}`

/**
 * Manage Records: one page of 25 at a time (never the whole list, so 100,000 records open at once),
 * searchable on the primary field, with add, edit and delete.
 */
export const RecordsDialog = ({
  dataset,
  onClose,
}: {
  dataset: DatasetReply | null
  onClose: () => void
}) => {
  const queryClient = useQueryClient()
  const datasetId = dataset?.id ?? ''
  const open = Boolean(dataset)
  const [offset, setOffset] = useState(0)
  const [search, setSearch] = useState('')
  const [q, setQ] = useState('')
  const [editing, setEditing] = useState<'new' | null | RecordReply>(null)
  const [deleting, setDeleting] = useState<null | RecordReply>(null)

  // A fresh start for each dataset opened.
  useEffect(() => {
    setOffset(0)
    setSearch('')
    setQ('')
    setEditing(null)
    setDeleting(null)
  }, [datasetId])

  // Search as the user types, once they pause.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim())
      setOffset(0)
    }, 300)
    return () => clearTimeout(timer)
  }, [search])

  const fields = useQuery<FieldReply[]>({
    enabled: open,
    queryKey: fieldsKey(datasetId),
  })
  const path = pagePath(offset, q)
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

  const refresh = () =>
    Promise.all([invalidateDataset(queryClient, datasetId), invalidateTemplateCards(queryClient)])

  const save = useMutation({
    mutationFn: ({ body, record }: { body: RecordBody; record: null | RecordReply }) =>
      record
        ? api<RecordReply>(`/api/records/${record.id}`, {
            body: {
              data: body.data,
              ...(body.liveDate ? { liveDate: body.liveDate } : {}),
            },
            method: 'PATCH',
          })
        : api<RecordReply>('/api/records', {
            body: { data: body.data, datasetId, liveDate: body.liveDate },
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
      await refresh()
    },
  })

  const remove = useMutation({
    mutationFn: (record: RecordReply) => api(`/api/records/${record.id}`, { method: 'DELETE' }),
    onError: (error) =>
      notifyError('Failed to delete record.', errorMessage(error, 'The record was not deleted.')),
    onSuccess: async () => {
      notify({
        description: 'The record was removed from the dataset.',
        title: 'Record Deleted',
      })
      setDeleting(null)
      await refresh()
    },
  })

  const fieldList = useMemo(() => fields.data ?? [], [fields.data])
  const primary = fieldList.find((field) => field.isPrimary)
  const noFields = fields.isSuccess && fieldList.length === 0
  const items = page.data?.items ?? []
  const from = total === 0 ? 0 : offset + 1
  const to = Math.min(offset + items.length, total)
  const pageNumber = Math.floor(offset / PAGE_SIZE) + 1
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE))
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
          <div className="tw:flex tw:min-w-0 tw:flex-1 tw:flex-col tw:gap-1 tw:sm:max-w-sm">
            <label className="tw:text-sm tw:font-medium" htmlFor="records-search">
              Search records
            </label>
            <input
              className="sg-input"
              disabled={!primary}
              id="records-search"
              onChange={(event) => setSearch(event.target.value)}
              placeholder={
                primary ? `Search by ${primary.name}` : 'Mark a field as primary to search'
              }
              type="search"
              value={search}
            />
          </div>
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
              : 'No records yet. Add the first one, or generate them with AI.'}
          </EmptyState>
        ) : (
          <div
            className={`tw:overflow-x-auto tw:rounded-lg tw:border tw:border-elev-150 ${page.isPlaceholderData ? 'tw:opacity-60' : ''}`}
          >
            <table className="sg-table tw:w-max tw:min-w-full">
              <thead>
                <tr>
                  {columns.map((field) => (
                    <th key={field.id}>{field.name}</th>
                  ))}
                  <th>Status</th>
                  <th className={stickyEnd}>
                    <span className="tw:sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((record) => {
                  const live = isLive(record.liveDate)
                  return (
                    <tr data-testid="record-row" key={record.id}>
                      {columns.map((field) => {
                        const text = displayValue(field, record.data[field.name])
                        return (
                          <td
                            className="tw:max-w-72 tw:align-top tw:text-sm"
                            key={field.id}
                            title={text.length > 60 ? text : undefined}
                          >
                            {truncate(text, 60)}
                          </td>
                        )
                      })}
                      <td className="tw:align-top tw:whitespace-nowrap">
                        <Badge tone={live ? 'success' : 'warning'}>
                          {live ? 'Live' : 'Pending'}
                        </Badge>
                        <div className="tw:mt-1 tw:text-xs tw:text-elev-500">
                          {formatDateTime(record.liveDate)}
                        </div>
                      </td>
                      <td className={`tw:align-top ${stickyEnd}`}>
                        <div className="tw:flex tw:justify-end tw:gap-2">
                          <Button
                            aria-label={`Edit ${recordName(record)}`}
                            buttonStyle="secondary"
                            margin={false}
                            onClick={() => setEditing(record)}
                            size="small"
                          >
                            Edit
                          </Button>
                          <Button
                            aria-label={`Delete ${recordName(record)}`}
                            buttonStyle="secondary"
                            extraButtonProps={dangerButtonProps}
                            margin={false}
                            onClick={() => setDeleting(record)}
                            size="small"
                          >
                            Delete
                          </Button>
                        </div>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        )}

        {!noFields && total > 0 && (
          <nav
            aria-label="Records pages"
            className="tw:flex tw:flex-wrap tw:items-center tw:justify-between tw:gap-3"
          >
            <p className="tw:m-0 tw:text-sm tw:text-elev-600" data-testid="records-range">
              Showing {number.format(from)}–{number.format(to)} of {number.format(total)}
            </p>
            <div className="tw:flex tw:items-center tw:gap-2">
              <Button
                buttonStyle="secondary"
                disabled={offset === 0 || page.isFetching}
                margin={false}
                onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
                size="small"
              >
                Previous
              </Button>
              <span className="tw:text-sm tw:text-elev-600">
                Page {number.format(pageNumber)} of {number.format(pageCount)}
              </span>
              <Button
                buttonStyle="secondary"
                disabled={offset + PAGE_SIZE >= total || page.isFetching}
                margin={false}
                onClick={() => setOffset(offset + PAGE_SIZE)}
                size="small"
              >
                Next
              </Button>
            </div>
          </nav>
        )}
      </div>

      <RecordForm
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
            Delete <strong>{deleting ? recordName(deleting) : ''}</strong>? This cannot be undone.
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
