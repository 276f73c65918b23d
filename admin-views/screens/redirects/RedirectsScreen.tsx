'use client'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import React, { useMemo, useState } from 'react'

import type { RedirectReply } from '../../../src/schemas/redirects'
import { api, errorMessage } from '../../lib/api'
import { notify, notifyError } from '../../lib/toast'
import { useAdminTenant } from '../../providers/tenant'
import { PageFrame } from '../../shell/PageFrame'
import { AddButton } from '../../ui/AddButton'
import { EmptyState, LoadError } from '../../ui/Card'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { refreshDashboard, refreshPrefix } from '../dashboard/refresh'
import { GRID, RedirectCard, RedirectSkeleton } from './RedirectCard'
import { RedirectDialog } from './RedirectDialog'
import type { RedirectFormValues } from './redirectForm'
import { redirectBody } from './redirectForm'
import { TestRedirectDialog } from './TestRedirectDialog'

/** Snippets and redirects: a failed write says 'Error' with the server's message (spec section 8). */
const failed = (error: unknown) => notifyError('Error', errorMessage(error, '') || undefined)

/**
 * Redirects (spec section 2.9): the redirects of the header's tenant as cards (with All tenants: every
 * tenant's, each naming its tenant) with their hits and last hit, the Create Redirect dialog (it needs a
 * chosen tenant), Edit, Test (where a path goes, without counting a hit) and Delete after a confirmation.
 */
export const RedirectsScreen = () => {
  const queryClient = useQueryClient()
  const { selectedTenant, selectedTenantId, tenants } = useAdminTenant()
  const redirects = useQuery<RedirectReply[]>({
    queryKey: [selectedTenantId ? `/api/redirects?tenantId=${selectedTenantId}` : '/api/redirects'],
  })
  const tenantNames = useMemo(() => new Map(tenants.map((t) => [t.id, t.name])), [tenants])
  const [dialog, setDialog] = useState<{ editing: null | RedirectReply } | null>(null)
  const [deleting, setDeleting] = useState<null | RedirectReply>(null)
  const [testing, setTesting] = useState<null | RedirectReply>(null)

  const refresh = () =>
    Promise.all([refreshPrefix(queryClient, '/api/redirects'), refreshDashboard(queryClient)])

  const create = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api<RedirectReply>('/api/redirects', { body, method: 'POST' }),
    onError: failed,
    onSuccess: async (redirect) => {
      notify({ description: redirect.fromPath, title: 'Redirect created successfully' })
      await refresh()
    },
  })
  const update = useMutation({
    mutationFn: ({ body, id }: { body: Record<string, unknown>; id: string }) =>
      api<RedirectReply>(`/api/redirects/${id}`, { body, method: 'PUT' }),
    onError: failed,
    onSuccess: async (redirect) => {
      notify({ description: redirect.fromPath, title: 'Redirect updated successfully' })
      await refresh()
    },
  })
  const remove = useMutation({
    mutationFn: (id: string) => api(`/api/redirects/${id}`, { method: 'DELETE' }),
    onError: failed,
    onSuccess: async () => {
      notify({ description: deleting?.fromPath, title: 'Redirect deleted successfully' })
      setDeleting(null)
      await refresh()
    },
  })

  const openCreate = () => {
    if (!selectedTenantId) notifyError('No tenant selected', 'Please select a tenant first')
    else setDialog({ editing: null })
  }

  const editing = dialog?.editing ?? null
  const submit = async (values: RedirectFormValues) => {
    if (editing) await update.mutateAsync({ body: redirectBody(values), id: editing.id })
    else {
      if (!selectedTenantId) {
        notifyError('No tenant selected', 'Please select a tenant first')
        return
      }
      await create.mutateAsync({ ...redirectBody(values), tenantId: selectedTenantId })
    }
    setDialog(null)
  }

  const createButton = (
    <AddButton
      disabled={!selectedTenantId}
      extraButtonProps={selectedTenantId ? undefined : { 'aria-describedby': 'add-redirect-hint' }}
      onClick={openCreate}
    >
      Create Redirect
    </AddButton>
  )
  const actions = (
    <div className="tw:flex tw:flex-wrap tw:items-center tw:justify-end tw:gap-3">
      {!selectedTenantId && (
        <span className="tw:text-sm tw:text-elev-500" id="add-redirect-hint">
          Please select a tenant first
        </span>
      )}
      {createButton}
    </div>
  )

  const list = redirects.data
  return (
    <PageFrame
      actions={actions}
      subtitle={
        selectedTenant
          ? `Paths of ${selectedTenant.name} that send visitors elsewhere, with their hits.`
          : "Every tenant's redirects. Choose a tenant above to create one."
      }
      title="Redirects"
    >
      {redirects.isError ? (
        <LoadError error={redirects.error} />
      ) : !list ? (
        <RedirectSkeleton />
      ) : list.length === 0 ? (
        <EmptyState action={selectedTenantId ? createButton : undefined}>
          <p className="tw:m-0 tw:text-lg tw:font-semibold tw:text-text">No redirects yet</p>
          <p className="tw:mt-1 tw:mb-0">
            Create a redirect to send visitors of an old path or an affiliate link elsewhere
          </p>
        </EmptyState>
      ) : (
        <div className={GRID}>
          {list.map((redirect) => (
            <RedirectCard
              key={redirect.id}
              onDelete={() => setDeleting(redirect)}
              onEdit={() => setDialog({ editing: redirect })}
              onTest={() => setTesting(redirect)}
              redirect={redirect}
              tenantName={
                selectedTenantId
                  ? undefined
                  : (redirect.tenantId && tenantNames.get(redirect.tenantId)) || undefined
              }
            />
          ))}
        </div>
      )}
      <RedirectDialog
        busy={create.isPending || update.isPending}
        editing={editing}
        onClose={() => setDialog(null)}
        onSubmit={submit}
        open={dialog !== null}
        tenantName={selectedTenant?.name}
      />
      <TestRedirectDialog onClose={() => setTesting(null)} redirect={testing} />
      <ConfirmDialog
        busy={remove.isPending}
        message={
          deleting && (
            <div className="tw:flex tw:flex-col tw:gap-2">
              <p className="tw:m-0 tw:font-mono tw:break-all">
                <strong>{deleting.fromPath}</strong> → {deleting.toUrl}
              </p>
              <p className="tw:m-0">
                Are you sure you want to delete this redirect? This action cannot be undone.
              </p>
            </div>
          )
        }
        onCancel={() => {
          if (!remove.isPending) setDeleting(null)
        }}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        open={deleting !== null}
        title="Delete Redirect"
      />
    </PageFrame>
  )
}
