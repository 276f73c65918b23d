'use client'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import React, { useEffect, useMemo, useState } from 'react'

import type { TemplateReply } from '../../../src/schemas/templates'
import { useTrash } from '../../hooks/useTrash'
import { api, errorMessage } from '../../lib/api'
import { notify, notifyError } from '../../lib/toast'
import { useAdminTenant } from '../../providers/tenant'
import { StatusBadge } from '../../ui/Badge'
import { Card, EmptyState, Loading } from '../../ui/Card'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { IconButton } from '../../ui/IconButton'
import { Notice } from '../../ui/Notice'
import { invalidateTemplates, templatesTrash } from './cache'
import { TemplateEditor } from './TemplateEditor'
import { SmallButton } from '../../ui/SmallButton'

/**
 * Manage Dynamic Pages: the templates of the header's tenant (or all, each naming its tenant) beside
 * the Template Editor of the chosen one (the first unless one is chosen), and Delete (to the trash,
 * with Undo) after a confirm.
 */
type Props = {
  /** Runs an action that would throw away the editor's changes, after asking while there are any. */
  confirmDiscard: (action: () => void) => void
  onCreate: () => void
  onDirtyChange: (dirty: boolean) => void
}

export const TemplateList = ({ confirmDiscard, onCreate, onDirtyChange }: Props) => {
  const { selectedTenant, selectedTenantId, tenants } = useAdminTenant()
  const queryClient = useQueryClient()
  const listKey = selectedTenantId
    ? `/api/templates?tenantId=${selectedTenantId}`
    : '/api/templates'
  const templates = useQuery<TemplateReply[]>({ queryKey: [listKey] })
  const [chosenId, setChosenId] = useState<null | string>(null)
  const [toDelete, setToDelete] = useState<null | TemplateReply>(null)
  const trash = useTrash(templatesTrash(queryClient, selectedTenantId))

  const list = useMemo(() => templates.data ?? [], [templates.data])
  const chosen = list.find((template) => template.id === chosenId) ?? list[0] ?? null
  const tenantName = (id: null | string) =>
    tenants.find((tenant) => tenant.id === id)?.name ?? 'No tenant'

  const failed = templates.isError
  useEffect(() => {
    if (failed) notifyError('Failed to fetch templates')
  }, [failed])

  const remove = useMutation({
    mutationFn: (template: TemplateReply) =>
      api(`/api/templates/${template.id}`, { method: 'DELETE' }),
    onError: (error) =>
      notifyError(
        'Error deleting template',
        errorMessage(error, 'Failed to delete template. Please try again.'),
      ),
    onSuccess: async (_reply, template) => {
      notify({
        action: trash.moved([template.id]),
        description: `${template.name} was moved to the trash.`,
        title: 'Template deleted',
      })
      setToDelete(null)
      if (chosenId === template.id) setChosenId(null)
      await invalidateTemplates(queryClient)
    },
  })

  if (templates.isLoading) return <Loading label="Loading templates..." />
  if (templates.isError) {
    return (
      <Notice>
        Failed to fetch templates. {templates.error instanceof Error ? templates.error.message : ''}
      </Notice>
    )
  }

  return (
    <div className="tw:grid tw:items-start tw:gap-6 tw:lg:grid-cols-[minmax(260px,340px)_minmax(0,1fr)]">
      <section className="tw:overflow-hidden tw:rounded-xl tw:border tw:border-elev-150 tw:bg-surface">
        <div className="tw:flex tw:items-center tw:justify-between tw:gap-2 tw:px-5 tw:pt-4 tw:pb-3">
          <h2 className="tw:m-0 tw:text-lg tw:font-semibold">
            {selectedTenant ? `Templates of ${selectedTenant.name}` : 'Templates of all tenants'}
          </h2>
          <span
            aria-label={`${list.length} templates`}
            className="tw:rounded-full tw:bg-elev-100 tw:px-2 tw:py-0.5 tw:text-xs tw:font-medium tw:text-elev-600"
          >
            {list.length}
          </span>
        </div>
        {!selectedTenantId && list.length > 0 && (
          <p className="tw:mx-5 tw:mt-0 tw:mb-3 tw:text-sm tw:text-elev-500">
            Choose a tenant in the header to see only its templates.
          </p>
        )}
        {list.length === 0 ? (
          <div className="tw:px-5 tw:pb-5">
            <EmptyState action={<SmallButton onClick={onCreate}>Create Template</SmallButton>}>
              <p className="tw:m-0 tw:font-medium">No templates yet</p>
              <p className="tw:mt-1 tw:mb-0 tw:text-sm">
                {selectedTenant
                  ? `${selectedTenant.name} has no dynamic page templates.`
                  : 'No tenant has dynamic page templates.'}
              </p>
            </EmptyState>
          </div>
        ) : (
          <ul
            aria-label="Templates"
            className="tw:m-0 tw:list-none tw:border-t tw:border-elev-100 tw:p-0"
          >
            {list.map((template) => {
              const isChosen = chosen?.id === template.id
              return (
                <li
                  className={`tw:flex tw:items-stretch tw:border-b tw:border-elev-100 tw:last:border-b-0 ${isChosen ? 'tw:bg-elev-100' : 'tw:hover:bg-elev-50'}`}
                  key={template.id}
                >
                  <button
                    aria-current={isChosen ? 'true' : undefined}
                    className="tw:flex tw:min-w-0 tw:flex-1 tw:cursor-pointer tw:flex-col tw:gap-1 tw:border-0 tw:bg-transparent tw:px-5 tw:py-3 tw:text-left tw:text-text"
                    onClick={() => confirmDiscard(() => setChosenId(template.id))}
                    type="button"
                  >
                    <span className="tw:flex tw:flex-wrap tw:items-center tw:gap-2">
                      <span className="tw:font-semibold tw:break-words">{template.name}</span>
                      <StatusBadge status={template.status} />
                      {template.hasUnpublishedChanges && (
                        <span className="tw:inline-flex tw:rounded-full tw:bg-warning-100 tw:px-2.5 tw:py-0.5 tw:text-xs tw:font-medium tw:text-warning-750">
                          Changes not published
                        </span>
                      )}
                    </span>
                    <code className="tw:truncate tw:font-mono tw:text-xs tw:text-elev-500">
                      {template.urlPattern}
                    </code>
                    {!selectedTenantId && (
                      <span className="tw:text-xs tw:text-elev-500">
                        Tenant: {tenantName(template.tenantId)}
                      </span>
                    )}
                  </button>
                  <IconButton
                    className="tw:px-4"
                    danger
                    label={`Delete template ${template.name}`}
                    onClick={() => setToDelete(template)}
                  >
                    <TrashIcon />
                  </IconButton>
                </li>
              )
            })}
          </ul>
        )}
      </section>

      {chosen ? (
        <Card>
          <TemplateEditor
            onDelete={() => setToDelete(chosen)}
            onDirtyChange={onDirtyChange}
            template={chosen}
            tenantName={selectedTenantId ? undefined : tenantName(chosen.tenantId)}
          />
        </Card>
      ) : (
        list.length > 0 && <Card>Choose a template to edit it.</Card>
      )}

      <ConfirmDialog
        busy={remove.isPending}
        message={
          <>
            Move the template <strong>{toDelete?.name}</strong> to the trash? Its pages will no
            longer be served. {trash.note()}
          </>
        }
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        open={Boolean(toDelete)}
        title="Delete template"
      />
    </div>
  )
}

const TrashIcon = () => (
  <svg
    aria-hidden="true"
    fill="none"
    height="18"
    stroke="currentColor"
    strokeLinecap="round"
    strokeLinejoin="round"
    strokeWidth="2"
    viewBox="0 0 24 24"
    width="18"
  >
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
  </svg>
)
