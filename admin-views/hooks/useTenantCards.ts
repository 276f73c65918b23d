'use client'
import type { QueryClient } from '@tanstack/react-query'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'

import { api, errorMessage } from '../lib/api'
import { refreshDashboard, refreshPrefix } from '../lib/refresh'
import type { ToastAction } from '../lib/toast'
import { notify, notifyError } from '../lib/toast'
import type { TrashKind } from '../lib/trash'
import { useAdminTenant } from '../providers/tenant'
import type { DialogFormProps } from './useDialogForm'
import type { TrashOptions } from './useTrash'

type Body = Record<string, unknown>
type Item = { id: string; tenantId?: null | string }
export type CardVerb = 'creating' | 'deleting' | 'updating'

type Options<T> = {
  /** The collection's /api path: '/api/snippets'. */
  base: string
  /** What a toast names under its title: the snippet's name, the redirect's path. */
  describe: (item: T) => string | undefined
  /** A failed write's toast; by default 'Error' with the server's message (spec section 8). */
  failed?: (verb: CardVerb, error: unknown) => void
  /** Capitalised, for the toasts: 'Snippet' gives 'Snippet created successfully'. */
  thing: string
  /** Where a delete went to the trash: the Undo of its toast (`useTrash`). */
  undo?: (item: T) => ToastAction
}

/** Which body a save sends: a new one names its tenant, an edit may need the edited item. */
export type SaveBodies<T> = { create: (tenantId: string) => Body; update: (editing: T) => Body }

const failedWrite = (_verb: CardVerb, error: unknown) =>
  notifyError('Error', errorMessage(error, '') || undefined)

/** The trash of a cards screen's items: the header's tenant's (every tenant's with All tenants). */
export const cardsTrash = (
  queryClient: QueryClient,
  {
    base,
    kind,
    tenantId,
    thing,
  }: { base: string; kind: TrashKind; tenantId: null | string; thing: string },
): TrashOptions => ({
  kind,
  refresh: () => Promise.all([refreshPrefix(queryClient, base), refreshDashboard(queryClient)]),
  scope: { tenantId },
  thing,
})

const noTenant = () => notifyError('No tenant selected', 'Please select a tenant first')

/**
 * The state of a screen of one tenant's items as cards (Page Types, Snippets, Redirects): the list of
 * the header's tenant (every tenant's under All tenants), the create/edit dialog, the item being
 * deleted, and create, update and delete with the spec's toasts. Each change refreshes the list and the
 * dashboard. Creating needs a chosen tenant.
 */
export const useTenantCards = <T extends Item>({
  base,
  describe,
  failed = failedWrite,
  thing,
  undo,
}: Options<T>) => {
  const queryClient = useQueryClient()
  const { selectedTenant, selectedTenantId, tenants } = useAdminTenant()
  const list = useQuery<T[]>({
    queryKey: [selectedTenantId ? `${base}?tenantId=${selectedTenantId}` : base],
  })
  const tenantNames = useMemo(() => new Map(tenants.map((t) => [t.id, t.name])), [tenants])
  const [dialog, setDialog] = useState<{ editing: null | T } | null>(null)
  const [deleting, setDeleting] = useState<null | T>(null)

  const refresh = () =>
    Promise.all([refreshPrefix(queryClient, base), refreshDashboard(queryClient)])
  const done = async (item: null | T, verb: string, action?: ToastAction) => {
    notify({
      action,
      description: item ? describe(item) : undefined,
      title: `${thing} ${verb} successfully`,
    })
    await refresh()
  }

  const create = useMutation({
    mutationFn: (body: Body) => api<T>(base, { body, method: 'POST' }),
    onError: (error) => failed('creating', error),
    onSuccess: (item) => done(item, 'created'),
  })
  const update = useMutation({
    mutationFn: ({ body, id }: { body: Body; id: string }) =>
      api<T>(`${base}/${id}`, { body, method: 'PUT' }),
    onError: (error) => failed('updating', error),
    onSuccess: (item) => done(item, 'updated'),
  })
  const remove = useMutation({
    mutationFn: (id: string) => api(`${base}/${id}`, { method: 'DELETE' }),
    onError: (error) => failed('deleting', error),
    onSuccess: async () => {
      const deleted = deleting
      setDeleting(null)
      await done(deleted, 'deleted', deleted && undo ? undo(deleted) : undefined)
    },
  })

  const editing = dialog?.editing ?? null
  return {
    /** Closes the delete confirmation unless the delete is on its way. */
    cancelDelete: () => {
      if (!remove.isPending) setDeleting(null)
    },
    confirmDelete: () => deleting && remove.mutate(deleting.id),
    deleting,
    /** The create/edit dialog's props, saving with `onSubmit`. */
    dialogProps: <V>(onSubmit: (values: V) => Promise<unknown>): DialogFormProps<T, V> => ({
      busy: create.isPending || update.isPending,
      editing,
      onClose: () => setDialog(null),
      onSubmit,
      open: dialog !== null,
      tenantName: selectedTenant?.name,
    }),
    editing,
    edit: (item: T) => setDialog({ editing: item }),
    list,
    openCreate: () => (selectedTenantId ? setDialog({ editing: null }) : noTenant()),
    removing: remove.isPending,
    save: async ({ create: createBody, update: updateBody }: SaveBodies<T>) => {
      if (editing) await update.mutateAsync({ body: updateBody(editing), id: editing.id })
      else if (!selectedTenantId) return noTenant()
      else await create.mutateAsync(createBody(selectedTenantId))
      setDialog(null)
    },
    selectedTenant,
    selectedTenantId,
    setDeleting,
    /** The tenant a card names, under All tenants only. */
    tenantNameOf: (item: T) =>
      selectedTenantId ? undefined : (item.tenantId && tenantNames.get(item.tenantId)) || undefined,
  }
}

export type TenantCards<T extends Item> = ReturnType<typeof useTenantCards<T>>
