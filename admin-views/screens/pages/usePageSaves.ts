'use client'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import type { PageReply, PreviewLinkReply } from '../../../src/schemas/pages'
import { api, errorMessage } from '../../lib/api'
import { notify, notifyError } from '../../lib/toast'
import { refreshPages } from './queries'

type Args = {
  /** Created or published: the dialog closes. */
  onDone: () => void
  /** A save refused: the form shows the server's field messages. */
  onRefused: (error: unknown) => void
  /** The working copy as the server now holds it (after a draft save, a discard or a restore). */
  onSaved: (page: PageReply) => void
  pageId: null | string
}

/**
 * The page dialog's calls: Create Page, and for an existing page its draft's (issue 34): Save draft
 * (the live page unchanged), Publish changes (the form saved as a draft first when changed), Discard
 * draft, Restore a version into the draft and Preview (a private link to the draft, in a new tab). Each says how it went in a toast and refreshes the
 * Pages list (its "Changes not published" marker).
 */
export const usePageSaves = ({ onDone, onRefused, onSaved, pageId }: Args) => {
  const queryClient = useQueryClient()
  const at = (path = '') => `/api/pages/${pageId}${path}`
  const failed = (title: string, fallback: string) => (error: unknown) =>
    notifyError(title, errorMessage(error, fallback))

  const create = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api<PageReply>('/api/pages', { body, method: 'POST' }),
    onError: (error) => {
      onRefused(error)
      failed('Page Creation Failed', 'Failed to create page')(error)
    },
    onSuccess: async (page) => {
      notify({ description: page.title, title: 'Page Created' })
      onDone()
      await refreshPages(queryClient)
    },
  })

  const saveDraft = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api<PageReply>(at('/draft'), { body, method: 'PUT' }),
    onError: (error) => {
      onRefused(error)
      failed('Draft Not Saved', 'Failed to save the draft. Please try again.')(error)
    },
    onSuccess: async (page) => {
      notify({ description: 'The live page is unchanged until you publish.', title: 'Draft Saved' })
      onSaved(page)
      await refreshPages(queryClient)
    },
  })

  const publish = useMutation({
    mutationFn: async (body: null | Record<string, unknown>) => {
      if (body) await api<PageReply>(at('/draft'), { body, method: 'PUT' })
      return api<PageReply>(at('/publish'), { method: 'POST' })
    },
    onError: (error) => {
      onRefused(error)
      failed('Not Published', 'Failed to publish the changes. Please try again.')(error)
    },
    onSuccess: async (page) => {
      notify({ description: `${page.title} is live.`, title: 'Changes Published' })
      onDone()
      await refreshPages(queryClient)
    },
  })

  const discard = useMutation({
    mutationFn: () => api<PageReply>(at('/draft'), { method: 'DELETE' }),
    onError: failed('Draft Not Discarded', 'Failed to discard the draft. Please try again.'),
    onSuccess: async (page) => {
      notify({ description: 'The form shows the live page again.', title: 'Draft Discarded' })
      onSaved(page)
      await refreshPages(queryClient)
    },
  })

  const restore = useMutation({
    mutationFn: (versionId: string) =>
      api<PageReply>(at(`/versions/${versionId}/restore`), { method: 'POST' }),
    onError: failed('Not Restored', 'Failed to restore the version. Please try again.'),
    onSuccess: async (page) => {
      notify({
        description: 'It is the draft now; publish to make it live.',
        title: 'Version Restored',
      })
      onSaved(page)
      await refreshPages(queryClient)
    },
  })

  // The form saved as a draft first when changed (a preview shows what the server holds), then the
  // link opens in a new tab.
  const preview = useMutation({
    mutationFn: async (body: null | Record<string, unknown>) => {
      const saved = body ? await api<PageReply>(at('/draft'), { body, method: 'PUT' }) : null
      const link = await api<PreviewLinkReply>(at('/preview-link'), { method: 'POST' })
      return { link, saved }
    },
    onError: (error) => {
      onRefused(error)
      failed('Preview Failed', 'Failed to open the preview. Please try again.')(error)
    },
    onSuccess: async ({ link, saved }) => {
      const tab = window.open(link.url, '_blank')
      if (tab) tab.opener = null
      if (saved) onSaved(saved)
      if (tab) notify({ description: 'The draft opened in a new tab.', title: 'Preview Opened' })
      else notifyError('Preview Blocked', 'Allow pop-ups for the admin to open the preview.')
      if (saved) await refreshPages(queryClient)
    },
  })

  const busy = [create, saveDraft, publish, discard, restore, preview].some(
    (call) => call.isPending,
  )
  return { busy, create, discard, preview, publish, restore, saveDraft }
}
