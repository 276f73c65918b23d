'use client'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import React, { useEffect, useMemo, useState } from 'react'

import type { ExtraFieldSpec } from '../../../src/config/extraFieldSpecs'
import type { PageReply } from '../../../src/schemas/pages'
import { NO_EXTRA_FIELDS } from '../../hooks/useExtraFields'
import { useTrash } from '../../hooks/useTrash'
import { api, errorMessage } from '../../lib/api'
import { notify, notifyError } from '../../lib/toast'
import { useAdminTenant } from '../../providers/tenant'
import { PageFrame } from '../../shell/PageFrame'
import { LoadError, EmptyState } from '../../ui/Card'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { MenuButton } from '../../ui/MenuButton'
import { TrashButton } from '../../ui/TrashButton'
import { AiContentDialog } from './ai/AiContentDialog'
import { PageDialog } from './PageDialog'
import { PageFilters } from './PageFilters'
import { PagePager } from './PagePager'
import { PageTable, PageTableSkeleton } from './PageTable'
import { pagesKey, refreshPages } from './queries'
import { ViewPageDialog } from './ViewPageDialog'

/** Spec section 9: 10 pages per page of the list. */
const PAGE_SIZE = 10
const CREATE_BUTTON_ID = 'create-page-menu'

/**
 * Page Management (spec section 2.2): the header's tenant's pages (every tenant's with All tenants),
 * featured first, 10 to a page; View, Edit and Delete (to the trash, with Undo) per row; Create (a
 * page, or AI Content) once a tenant is chosen; the Trash.
 */
export const PagesScreen = ({
  extraFields = NO_EXTRA_FIELDS,
}: {
  extraFields?: ExtraFieldSpec[]
}) => {
  const queryClient = useQueryClient()
  const { selectedTenant, selectedTenantId, tenants } = useAdminTenant()
  const [search, setSearch] = useState('')
  const [q, setQ] = useState('')
  const [status, setStatus] = useState('')
  const filtered = Boolean(q || status)
  const pages = useQuery<PageReply[]>({
    placeholderData: keepPreviousData,
    queryKey: pagesKey(selectedTenantId, { search: q, status }),
  })
  const tenantNames = useMemo(() => new Map(tenants.map((t) => [t.id, t.name])), [tenants])
  const tenantName = (id: null | string) => (id && tenantNames.get(id)) || '—'
  const timeZone = (id: null | string) =>
    tenants.find((tenant) => tenant.id === id)?.timeZone ?? 'UTC'
  const [page, setPage] = useState(1)
  const [dialog, setDialog] = useState<{ editing: null | PageReply } | null>(null)
  const [viewing, setViewing] = useState<null | PageReply>(null)
  const [deleting, setDeleting] = useState<null | PageReply>(null)
  const [aiOpen, setAiOpen] = useState(false)

  // Featured first; the server's newest-first order is kept within each group (a stable sort).
  const sorted = useMemo(
    () => [...(pages.data ?? [])].sort((a, b) => Number(b.featured) - Number(a.featured)),
    [pages.data],
  )
  const pageCount = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE))
  useEffect(() => setPage(1), [selectedTenantId, q, status])
  // Search as the user types, once they pause.
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 300)
    return () => clearTimeout(timer)
  }, [search])
  useEffect(() => {
    if (page > pageCount) setPage(pageCount)
  }, [page, pageCount])

  // Edit opens on the page's working copy: its draft when it has unpublished changes.
  const edit = async (live: PageReply) => {
    try {
      setDialog({ editing: await api<PageReply>(`/api/pages/${live.id}/draft`) })
    } catch (error) {
      notifyError('Error', errorMessage(error, 'Failed to load the page. Please try again.'))
    }
  }

  const trashOptions = {
    kind: 'pages',
    refresh: () => refreshPages(queryClient),
    scope: { tenantId: selectedTenantId },
    thing: 'Page',
  } as const
  const trash = useTrash(trashOptions)
  const remove = useMutation({
    mutationFn: (id: string) => api(`/api/pages/${id}`, { method: 'DELETE' }),
    onError: (error) =>
      notifyError('Error', errorMessage(error, 'Failed to delete page. Please try again.')),
    onSuccess: async (_reply, id) => {
      notify({
        action: trash.moved([id]),
        description: 'Page deleted successfully!',
        title: 'Success',
      })
      setDeleting(null)
      await refreshPages(queryClient)
      document.getElementById(CREATE_BUTTON_ID)?.focus()
    },
  })

  const actions = (
    <>
      <TrashButton {...trashOptions} things="pages" whose={selectedTenant?.name} />
      {selectedTenantId && (
        <MenuButton
          className="tw:min-h-9 tw:px-4"
          id={CREATE_BUTTON_ID}
          items={[
            { label: 'Create Page', onSelect: () => setDialog({ editing: null }) },
            { label: 'AI Content', onSelect: () => setAiOpen(true) },
          ]}
          look="primary"
        >
          Create <span aria-hidden="true">▾</span>
        </MenuButton>
      )}
    </>
  )

  const shown = sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
  const label = selectedTenant ? `Pages of ${selectedTenant.name}` : 'Pages of all tenants'

  const list = pages.isError ? (
    <LoadError error={pages.error} />
  ) : pages.isPending ? (
    <PageTableSkeleton />
  ) : sorted.length === 0 ? (
    <EmptyState>
      {filtered
        ? 'No pages match the search and status'
        : selectedTenant
          ? `No pages for ${selectedTenant.name}`
          : 'No pages yet'}
    </EmptyState>
  ) : (
    <div className="tw:flex tw:flex-col tw:gap-4">
      <PageTable
        label={label}
        onDelete={setDeleting}
        onEdit={(p) => void edit(p)}
        onView={setViewing}
        pages={shown}
        tenantName={tenantName}
        timeZone={timeZone}
      />
      <PagePager onPage={setPage} page={page} pageSize={PAGE_SIZE} total={sorted.length} />
    </div>
  )

  return (
    <PageFrame
      actions={actions}
      subtitle="Create and manage blog posts and data-driven pages"
      title="Page Management"
    >
      <div className="tw:flex tw:flex-col tw:gap-4">
        <PageFilters onSearch={setSearch} onStatus={setStatus} search={search} status={status} />
        {list}
      </div>
      <PageDialog
        editing={dialog?.editing ?? null}
        extraFields={extraFields}
        onClose={() => setDialog(null)}
        open={dialog !== null}
        tenantId={selectedTenantId}
        tenantName={selectedTenant?.name}
        timeZone={timeZone(dialog?.editing?.tenantId ?? selectedTenantId)}
      />
      <AiContentDialog
        onClose={() => setAiOpen(false)}
        open={aiOpen}
        tenantId={selectedTenantId}
        tenantName={selectedTenant?.name}
      />
      <ViewPageDialog
        onClose={() => setViewing(null)}
        onEdit={(p) => {
          setViewing(null)
          void edit(p)
        }}
        page={viewing}
        tenantName={tenantName}
      />
      <ConfirmDialog
        busy={remove.isPending}
        message={
          <>
            Move the page <strong>{deleting?.title}</strong> to the trash? {trash.note()}
          </>
        }
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        open={deleting !== null}
        title="Delete Page"
      />
    </PageFrame>
  )
}
