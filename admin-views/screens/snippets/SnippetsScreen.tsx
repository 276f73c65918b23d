'use client'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import React, { useMemo, useState } from 'react'

import type { SnippetReply } from '../../../src/schemas/snippets'
import { api, errorMessage } from '../../lib/api'
import { notify, notifyError } from '../../lib/toast'
import { useAdminTenant } from '../../providers/tenant'
import { PageFrame } from '../../shell/PageFrame'
import { AddButton } from '../../ui/AddButton'
import { EmptyState, LoadError } from '../../ui/Card'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { refreshDashboard, refreshPrefix } from '../dashboard/refresh'
import { GRID } from '../pageTypes/PageTypeCard'
import { SnippetCard, SnippetSkeleton } from './SnippetCard'
import { SnippetDialog } from './SnippetDialog'
import type { SnippetFormValues } from './snippetForm'
import { snippetBody, snippetUsage } from './snippetForm'
import { SnippetPreviewDialog } from './SnippetPreviewDialog'

/** Failures of a snippet write: 'Error' with the server's message (spec section 8). */
const failed = (error: unknown) => notifyError('Error', errorMessage(error, '') || undefined)

/**
 * Snippets (spec section 2.8): the snippets of the header's tenant as cards (with All tenants: every
 * tenant's, each naming its tenant), the Create Snippet dialog (it needs a chosen tenant), Edit, Preview
 * and Delete after a confirmation.
 */
export const SnippetsScreen = () => {
  const queryClient = useQueryClient()
  const { selectedTenant, selectedTenantId, tenants } = useAdminTenant()
  const snippets = useQuery<SnippetReply[]>({
    queryKey: [selectedTenantId ? `/api/snippets?tenantId=${selectedTenantId}` : '/api/snippets'],
  })
  const tenantNames = useMemo(() => new Map(tenants.map((t) => [t.id, t.name])), [tenants])
  const [dialog, setDialog] = useState<{ editing: null | SnippetReply } | null>(null)
  const [previewing, setPreviewing] = useState<null | SnippetReply>(null)
  const [deleting, setDeleting] = useState<null | SnippetReply>(null)

  const refresh = () =>
    Promise.all([refreshPrefix(queryClient, '/api/snippets'), refreshDashboard(queryClient)])

  const create = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api<SnippetReply>('/api/snippets', { body, method: 'POST' }),
    onError: failed,
    onSuccess: async (snippet) => {
      notify({ description: snippet.name, title: 'Snippet created successfully' })
      await refresh()
    },
  })
  const update = useMutation({
    mutationFn: ({ body, id }: { body: Record<string, unknown>; id: string }) =>
      api<SnippetReply>(`/api/snippets/${id}`, { body, method: 'PUT' }),
    onError: failed,
    onSuccess: async (snippet) => {
      notify({ description: snippet.name, title: 'Snippet updated successfully' })
      await refresh()
    },
  })
  const remove = useMutation({
    mutationFn: (id: string) => api(`/api/snippets/${id}`, { method: 'DELETE' }),
    onError: failed,
    onSuccess: async () => {
      notify({ description: deleting?.name, title: 'Snippet deleted successfully' })
      setDeleting(null)
      await refresh()
    },
  })

  const openCreate = () => {
    if (!selectedTenantId) {
      notifyError('No tenant selected', 'Please select a tenant first')
      return
    }
    setDialog({ editing: null })
  }

  const editing = dialog?.editing ?? null
  const submit = async (values: SnippetFormValues) => {
    if (editing) await update.mutateAsync({ body: snippetBody(values), id: editing.id })
    else {
      if (!selectedTenantId) {
        notifyError('No tenant selected', 'Please select a tenant first')
        return
      }
      await create.mutateAsync({ ...snippetBody(values), tenantId: selectedTenantId })
    }
    setDialog(null)
  }

  const createButton = (
    <AddButton
      disabled={!selectedTenantId}
      extraButtonProps={selectedTenantId ? undefined : { 'aria-describedby': 'add-snippet-hint' }}
      onClick={openCreate}
    >
      Create Snippet
    </AddButton>
  )
  const actions = (
    <div className="tw:flex tw:flex-wrap tw:items-center tw:justify-end tw:gap-3">
      {!selectedTenantId && (
        <span className="tw:text-sm tw:text-elev-500" id="add-snippet-hint">
          Please select a tenant first
        </span>
      )}
      {createButton}
    </div>
  )

  const list = snippets.data
  return (
    <PageFrame
      actions={actions}
      subtitle={
        selectedTenant
          ? `Reusable HTML of ${selectedTenant.name}, written into templates and panels as #tag#.`
          : "Every tenant's snippets. Choose a tenant above to create one."
      }
      title="Snippets Management"
    >
      {snippets.isError ? (
        <LoadError error={snippets.error} />
      ) : !list ? (
        <SnippetSkeleton />
      ) : list.length === 0 ? (
        <EmptyState action={selectedTenantId ? createButton : undefined}>
          <p className="tw:m-0 tw:text-lg tw:font-semibold tw:text-text">No snippets yet</p>
          <p className="tw:mt-1 tw:mb-0">
            Create a snippet to reuse a piece of HTML across your content
          </p>
        </EmptyState>
      ) : (
        <div className={GRID}>
          {list.map((snippet) => (
            <SnippetCard
              key={snippet.id}
              onDelete={() => setDeleting(snippet)}
              onEdit={() => setDialog({ editing: snippet })}
              onPreview={() => setPreviewing(snippet)}
              snippet={snippet}
              tenantName={
                selectedTenantId
                  ? undefined
                  : (snippet.tenantId && tenantNames.get(snippet.tenantId)) || undefined
              }
            />
          ))}
        </div>
      )}
      <SnippetDialog
        busy={create.isPending || update.isPending}
        editing={editing}
        onClose={() => setDialog(null)}
        onSubmit={submit}
        open={dialog !== null}
        tenantName={selectedTenant?.name}
      />
      <SnippetPreviewDialog onClose={() => setPreviewing(null)} snippet={previewing} />
      <ConfirmDialog
        busy={remove.isPending}
        message={
          deleting && (
            <div className="tw:flex tw:flex-col tw:gap-2">
              <p className="tw:m-0">
                <strong>{deleting.name}</strong> ({snippetUsage(deleting.tag)})
              </p>
              <p className="tw:m-0">
                Are you sure you want to delete this snippet? Content that uses{' '}
                {snippetUsage(deleting.tag)} will no longer show it. This action cannot be undone.
              </p>
            </div>
          )
        }
        onCancel={() => {
          if (!remove.isPending) setDeleting(null)
        }}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        open={deleting !== null}
        title="Delete Snippet"
      />
    </PageFrame>
  )
}
