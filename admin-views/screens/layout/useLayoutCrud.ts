'use client'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api, errorMessage } from '../../lib/api'
import { refreshPrefix } from '../../lib/refresh'
import { notify, notifyError } from '../../lib/toast'

/** The spec's fallback when the server sent no message (§8, Layout). */
const UNKNOWN_ERROR = 'Unknown error occurred'

type Options = {
  /** The collection's /api path: '/api/header-menu-items'. */
  base: string
  /** Other loads a change shows in (the homepage's pages and template cards). */
  alsoRefresh?: readonly string[]
  /** How the update is sent: PATCH for menu items and sections, PUT for panels (spec §7). */
  updateMethod: 'PATCH' | 'PUT'
  /** What the toasts name, lowercase: 'header menu item'. */
  thing: string
}

/** One update: the fields to change on one document. */
export type Change = { body: Record<string, unknown>; id: string }

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * Create, update and delete for one of the Layout tabs, with the spec's toasts: '{Thing}
 * created/updated/deleted successfully', or 'Error creating/updating/deleting {thing}' with the server's
 * message or 'Unknown error occurred'. Each change refreshes the tenant's list (and `alsoRefresh`).
 */
export const useLayoutCrud = <T>({ alsoRefresh = [], base, thing, updateMethod }: Options) => {
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all([base, ...alsoRefresh].map((prefix) => refreshPrefix(queryClient, prefix)))
  const failed = (verb: string) => (error: unknown) =>
    notifyError(`Error ${verb} ${thing}`, errorMessage(error, UNKNOWN_ERROR))
  const done = (verb: string) => async () => {
    notify({ title: `${capitalised(thing)} ${verb} successfully` })
    await refresh()
  }

  const create = useMutation({
    mutationFn: (body: Record<string, unknown>) => api<T>(base, { body, method: 'POST' }),
    onError: failed('creating'),
    onSuccess: done('created'),
  })
  // Several changes at once (a move that also shifts the neighbour) are one update with one toast.
  const update = useMutation({
    mutationFn: async (change: Change | readonly Change[]) => {
      const changes: readonly Change[] = Array.isArray(change) ? change : [change as Change]
      for (const { body, id } of changes)
        await api<T>(`${base}/${id}`, { body, method: updateMethod })
    },
    onError: failed('updating'),
    onSuccess: done('updated'),
  })
  const remove = useMutation({
    mutationFn: (id: string) => api(`${base}/${id}`, { method: 'DELETE' }),
    onError: failed('deleting'),
    onSuccess: done('deleted'),
  })
  return { create, remove, update }
}
