'use client'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import React, { useMemo, useState } from 'react'

import type { PageTypeReply } from '../../../src/schemas/pageTypes'
import { api, errorMessage } from '../../lib/api'
import { notify, notifyError } from '../../lib/toast'
import { useAdminTenant } from '../../providers/tenant'
import { PageFrame } from '../../shell/PageFrame'
import { AddButton } from '../../ui/AddButton'
import { EmptyState, LoadError } from '../../ui/Card'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { refreshDashboard, refreshPrefix } from '../dashboard/refresh'
import { GRID, PageTypeCard, PageTypeSkeleton } from './PageTypeCard'
import { PageTypeDialog } from './PageTypeDialog'
import type { PageTypeFormValues } from './pageTypeForm'
import { createBody, updateBody } from './pageTypeForm'

const DEFAULT_REFUSED = 'Cannot delete default page type'

/**
 * Page Types (spec section 2.6): the page types of the header's tenant as cards (with All tenants:
 * every tenant's, each naming its tenant), the Create Page Type dialog (it needs a chosen tenant), Edit
 * and Delete after a confirmation; default types cannot be deleted.
 */
export const PageTypesScreen = () => {
  const queryClient = useQueryClient()
  const { selectedTenant, selectedTenantId, tenants } = useAdminTenant()
  const pageTypes = useQuery<PageTypeReply[]>({
    queryKey: [
      selectedTenantId ? `/api/page-types?tenantId=${selectedTenantId}` : '/api/page-types',
    ],
  })
  const tenantNames = useMemo(() => new Map(tenants.map((t) => [t.id, t.name])), [tenants])
  const [dialog, setDialog] = useState<{ editing: null | PageTypeReply } | null>(null)
  const [deleting, setDeleting] = useState<null | PageTypeReply>(null)

  const refresh = () =>
    Promise.all([refreshPrefix(queryClient, '/api/page-types'), refreshDashboard(queryClient)])

  const create = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api<PageTypeReply>('/api/page-types', { body, method: 'POST' }),
    onError: (error) =>
      notifyError('Error creating page type', errorMessage(error, '') || undefined),
    onSuccess: async (pageType) => {
      notify({ description: pageType.name, title: 'Page type created successfully' })
      await refresh()
    },
  })
  const update = useMutation({
    mutationFn: ({ body, id }: { body: Record<string, unknown>; id: string }) =>
      api<PageTypeReply>(`/api/page-types/${id}`, { body, method: 'PUT' }),
    onError: (error) =>
      notifyError('Error updating page type', errorMessage(error, '') || undefined),
    onSuccess: async (pageType) => {
      notify({ description: pageType.name, title: 'Page type updated successfully' })
      await refresh()
    },
  })
  const remove = useMutation({
    mutationFn: (id: string) => api(`/api/page-types/${id}`, { method: 'DELETE' }),
    onError: (error) => {
      const message = errorMessage(error, '')
      if (message === DEFAULT_REFUSED)
        notifyError(DEFAULT_REFUSED, 'Default page types cannot be deleted')
      else notifyError('Error deleting page type', message || undefined)
    },
    onSuccess: async () => {
      notify({ description: deleting?.name, title: 'Page type deleted successfully' })
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

  const askDelete = (pageType: PageTypeReply) => {
    if (pageType.isDefault) notifyError(DEFAULT_REFUSED, 'Default page types cannot be deleted')
    else setDeleting(pageType)
  }

  const editing = dialog?.editing ?? null
  const submit = async (values: PageTypeFormValues) => {
    if (editing)
      await update.mutateAsync({ body: updateBody(values, editing.tenantId), id: editing.id })
    else {
      if (!selectedTenantId) {
        notifyError('No tenant selected', 'Please select a tenant first')
        return
      }
      await create.mutateAsync(createBody(values, selectedTenantId))
    }
    setDialog(null)
  }

  const createButton = (
    <AddButton
      disabled={!selectedTenantId}
      extraButtonProps={selectedTenantId ? undefined : { 'aria-describedby': 'add-page-type-hint' }}
      onClick={openCreate}
    >
      Create Page Type
    </AddButton>
  )
  const actions = (
    <div className="tw:flex tw:flex-wrap tw:items-center tw:justify-end tw:gap-3">
      {!selectedTenantId && (
        <span className="tw:text-sm tw:text-elev-500" id="add-page-type-hint">
          Please select a tenant first
        </span>
      )}
      {createButton}
    </div>
  )

  const list = pageTypes.data
  return (
    <PageFrame
      actions={actions}
      subtitle={
        selectedTenant
          ? `Kinds of page of ${selectedTenant.name}: their URLs, related posts and panels.`
          : "Every tenant's page types. Choose a tenant above to create one."
      }
      title="Page Types"
    >
      {pageTypes.isError ? (
        <LoadError error={pageTypes.error} />
      ) : !list ? (
        <PageTypeSkeleton />
      ) : list.length === 0 ? (
        <EmptyState action={selectedTenantId ? createButton : undefined}>
          <p className="tw:m-0 tw:text-lg tw:font-semibold tw:text-text">No page types yet</p>
          <p className="tw:mt-1 tw:mb-0">Create your first page type to organize your content</p>
        </EmptyState>
      ) : (
        <div className={GRID}>
          {list.map((pageType) => (
            <PageTypeCard
              key={pageType.id}
              onDelete={() => askDelete(pageType)}
              onEdit={() => setDialog({ editing: pageType })}
              pageType={pageType}
              tenantName={
                selectedTenantId
                  ? undefined
                  : (pageType.tenantId && tenantNames.get(pageType.tenantId)) || undefined
              }
            />
          ))}
        </div>
      )}
      <PageTypeDialog
        busy={create.isPending || update.isPending}
        editing={editing}
        onClose={() => setDialog(null)}
        onSubmit={submit}
        open={dialog !== null}
        tenantId={editing ? editing.tenantId : selectedTenantId}
        tenantName={selectedTenant?.name}
      />
      <ConfirmDialog
        busy={remove.isPending}
        message={
          deleting && (
            <div className="tw:flex tw:flex-col tw:gap-2">
              <p className="tw:m-0">
                <strong>{deleting.name}</strong>
                {!deleting.useCategoryStructure && deleting.urlStructure
                  ? ` (${deleting.urlStructure})`
                  : ''}
              </p>
              <p className="tw:m-0">
                Are you sure you want to delete this page type? This action cannot be undone.
              </p>
            </div>
          )
        }
        onCancel={() => {
          if (!remove.isPending) setDeleting(null)
        }}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        open={deleting !== null}
        title="Delete Page Type"
      />
    </PageFrame>
  )
}
