'use client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React from 'react'

import { api, errorMessage } from '../../lib/api'
import { announceTenantChange } from '../../lib/tenantChanges'
import { notify, notifyError } from '../../lib/toast'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import type { TenantDialogProps } from './tenantForm'

/** What DELETE /api/tenants/:id removes with the tenant (docs/api/tenants.md). */
const DELETED_WITH_IT =
  'pages, page types, categories, templates (dynamic pages), panels, snippets, redirects, menu items, homepage sections, tasks and media'

/** Delete a tenant after saying what goes with it. Everything tenant-scoped is reloaded afterwards. */
export const DeleteTenantDialog = ({
  onClose,
  onDeleted,
  tenant,
}: TenantDialogProps & { onDeleted?: () => void }) => {
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: (id: string) => api(`/api/tenants/${id}`, { method: 'DELETE' }),
    onError: (error) =>
      notifyError('Error deleting tenant', errorMessage(error, 'Failed to delete tenant')),
    onSuccess: async () => {
      notify({
        description: tenant ? `${tenant.name} and its content were deleted` : undefined,
        title: 'Tenant deleted',
      })
      onClose()
      onDeleted?.()
      // Tenant-scoped lists everywhere (tasks, templates, pages...) lose this tenant's rows; the
      // admin's other tabs drop it from their tenant selectors.
      announceTenantChange()
      await queryClient.invalidateQueries()
    },
  })
  return (
    <ConfirmDialog
      busy={remove.isPending}
      confirmLabel="Delete Tenant"
      message={
        tenant && (
          <div className="tw:flex tw:flex-col tw:gap-2">
            <p className="tw:m-0">
              Delete <strong>{tenant.name}</strong> ({tenant.domain})? Its public site stops
              answering.
            </p>
            <p className="tw:m-0">
              Deleted with it: all its {DELETED_WITH_IT}. Datasets are kept; one that served only
              this tenant is then for administrators only.
            </p>
            <p className="tw:m-0 tw:font-medium tw:text-error-500">This action cannot be undone.</p>
          </div>
        )
      }
      onCancel={() => {
        if (!remove.isPending) onClose()
      }}
      onConfirm={() => tenant && remove.mutate(tenant.id)}
      open={tenant !== null}
      title="Delete Tenant"
    />
  )
}
