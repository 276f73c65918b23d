'use client'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import React, { useState } from 'react'

import type { FieldReply } from '../../../src/schemas/fields'
import type { FieldBody } from './FieldForm'

import { api, errorMessage } from '../../lib/api'
import { truncate } from '../../lib/format'
import { notify, notifyError } from '../../lib/toast'
import { Badge } from '../../ui/Badge'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { Dialog } from '../../ui/Dialog'
import { FormSection } from '../../ui/FormSection'
import { QueryState } from '../../ui/QueryState'
import { RowActions } from '../../ui/RowActions'
import { stickyEnd, Table } from '../../ui/Table'
import type { DatasetDialogProps } from './datasetDialog'
import { fieldsKey, invalidateDataset, invalidateTemplateCards } from './cache'
import { emptyField, FieldForm, fieldValuesOf } from './FieldForm'

/** The spec shows an aiPrompt cut at 30 characters in the field list. */
const PROMPT_PREVIEW = 30

/** Manage Fields: the dataset's columns in order, with add, edit and delete. */
export const FieldsDialog = ({ dataset, onClose }: DatasetDialogProps) => {
  const queryClient = useQueryClient()
  const datasetId = dataset?.id ?? ''
  const fields = useQuery<FieldReply[]>({
    enabled: Boolean(dataset),
    queryKey: fieldsKey(datasetId),
  })
  const [editingId, setEditingId] = useState<null | string>(null)
  const [deleting, setDeleting] = useState<FieldReply | null>(null)

  const refresh = () =>
    Promise.all([invalidateDataset(queryClient, datasetId), invalidateTemplateCards(queryClient)])

  const create = useMutation({
    mutationFn: (body: FieldBody) => {
      const order = (fields.data ?? []).reduce((max, field) => Math.max(max, field.order + 1), 0)
      return api<FieldReply>('/api/fields', {
        body: { ...body, datasetId, order },
        method: 'POST',
      })
    },
    onError: (error) =>
      notifyError('Failed to create field.', errorMessage(error, 'The field was not added.')),
    onSuccess: async (field) => {
      notify({
        description: `${field.name} was added to ${dataset?.name}.`,
        title: 'Field Created',
      })
      await refresh()
    },
  })

  const update = useMutation({
    mutationFn: ({ body, id }: { body: FieldBody; id: string }) =>
      api<FieldReply>(`/api/fields/${id}`, { body, method: 'PATCH' }),
    onError: (error) =>
      notifyError('Failed to update field.', errorMessage(error, 'The field was not changed.')),
    onSuccess: async (field) => {
      notify({
        description: `${field.name} was saved.`,
        title: 'Field Updated',
      })
      setEditingId(null)
      await refresh()
    },
  })

  const remove = useMutation({
    mutationFn: (field: FieldReply) => api(`/api/fields/${field.id}`, { method: 'DELETE' }),
    onError: (error) =>
      notifyError('Failed to delete field.', errorMessage(error, 'The field was not deleted.')),
    onSuccess: async (_, field) => {
      notify({
        description: `${field.name} and its values were removed.`,
        title: 'Field Deleted',
      })
      setDeleting(null)
      await refresh()
    },
  })

  const close = () => {
    setEditingId(null)
    setDeleting(null)
    onClose()
  }

  return (
    <Dialog
      description={
        dataset ? `Fields of ${dataset.name}, in the order records show them.` : undefined
      }
      onClose={close}
      open={Boolean(dataset)}
      size="lg"
      title="Manage Fields"
    >
      <div className="tw:flex tw:flex-col tw:gap-6">
        <p className="tw:m-0 tw:rounded-md tw:bg-elev-50 tw:px-3 tw:py-2 tw:text-sm tw:text-elev-600">
          Tip: in an AI prompt, <code>{'{field}'}</code> stands for the input value (each item you
          generate a record from).
        </p>
        <QueryState
          empty="No fields yet. Add the first one below."
          loadingLabel="Loading fields..."
          query={fields}
        >
          {(list) => (
            <Table
              columns={[
                'Name',
                'Type',
                'Required',
                'Primary',
                'AI prompt',
                { className: stickyEnd, label: 'Actions', srOnly: true },
              ]}
            >
              {list.map((field) =>
                editingId === field.id ? (
                  <tr key={field.id}>
                    <td colSpan={6}>
                      <div className="tw:rounded-md tw:border tw:border-elev-150 tw:p-3">
                        <FieldForm
                          busy={update.isPending}
                          busyLabel="Saving..."
                          initial={fieldValuesOf(field)}
                          onCancel={() => setEditingId(null)}
                          onSubmit={(body) => update.mutateAsync({ body, id: field.id })}
                          submitLabel="Save Field"
                          title={`Edit field ${field.name}`}
                        />
                      </div>
                    </td>
                  </tr>
                ) : (
                  <tr data-testid="field-row" key={field.id}>
                    <td className="tw:font-medium">
                      <code>{field.name}</code>
                    </td>
                    <td>{field.type}</td>
                    <td>{field.required ? 'Yes' : 'No'}</td>
                    <td>
                      {field.isPrimary ? (
                        <Badge tone="success">Primary</Badge>
                      ) : (
                        <span className="tw:text-elev-400">—</span>
                      )}
                    </td>
                    <td className="tw:text-sm tw:text-elev-600" title={field.aiPrompt ?? undefined}>
                      {field.aiPrompt ? (
                        truncate(field.aiPrompt, PROMPT_PREVIEW)
                      ) : (
                        <span className="tw:text-elev-400">—</span>
                      )}
                    </td>
                    <td className={stickyEnd}>
                      <RowActions
                        onDelete={() => setDeleting(field)}
                        onEdit={() => setEditingId(field.id)}
                        subject={`field ${field.name}`}
                      />
                    </td>
                  </tr>
                ),
              )}
            </Table>
          )}
        </QueryState>

        <FormSection title="Add Field">
          <FieldForm
            busy={create.isPending}
            busyLabel="Creating..."
            initial={emptyField()}
            onSubmit={(body) => create.mutateAsync(body)}
            submitLabel="Add Field"
            title="Add Field"
          />
        </FormSection>
      </div>
      <ConfirmDialog
        busy={remove.isPending}
        message={
          <>
            Delete the field <strong>{deleting?.name}</strong>? Its value is removed from every
            record of the dataset.
          </>
        }
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
        open={Boolean(deleting)}
        title="Delete Field"
      />
    </Dialog>
  )
}
