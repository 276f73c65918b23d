'use client'
import { Button } from '@payloadcms/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import React, { useEffect, useId, useRef, useState } from 'react'

import type { PageReply } from '../../../../src/schemas/pages'
import { api, errorMessage } from '../../../lib/api'
import { notify, notifyError } from '../../../lib/toast'
import { ActionBar } from '../../../ui/ActionBar'
import { SelectField } from '../../../ui/SelectField'
import { pagesKey, refreshPages } from '../queries'
import { ImproveFields } from './ImproveFields'
import { useCopied } from './useCopied'
import { useImprover } from './useImprover'

const EMPTY = { content: '', excerpt: '' }

/**
 * AI Enhance (spec section 2.3): the content of one of the tenant's pages (or text written here) is
 * improved, reverted if need be, and saved to that page's draft (content and excerpt only: the rest of
 * the page stays as it is). It starts from the page's working copy (its draft when it has one), and
 * nothing reaches the page until Save to Page; the live page changes only when the draft is published.
 */
export const EnhanceTab = ({
  onDirtyChange,
  tenantId,
}: {
  /** Told whether there is text here not saved to its page (the dialog asks before closing). */
  onDirtyChange: (dirty: boolean) => void
  tenantId: string
}) => {
  const id = useId()
  const queryClient = useQueryClient()
  const pages = useQuery<PageReply[]>({ queryKey: pagesKey(tenantId) })
  const [pageId, setPageId] = useState('')
  // The chosen page's working copy: what Save to Page saves over.
  const [page, setPage] = useState<null | PageReply>(null)
  const chosenRef = useRef('')
  const improver = useImprover(EMPTY)
  const { copied, copy } = useCopied()
  const { text } = improver
  const unsaved = page
    ? text.content !== page.content || text.excerpt !== (page.excerpt ?? '')
    : false
  const dirty = page ? unsaved : improver.dirty
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])

  const choose = async (next: string) => {
    setPageId(next)
    chosenRef.current = next
    setPage(null)
    if (!next) {
      improver.reset(EMPTY)
      return
    }
    try {
      const chosen = await queryClient.fetchQuery<PageReply>({
        queryKey: [`/api/pages/${next}/draft`],
        staleTime: 0,
      })
      // Another page chosen meanwhile: that one wins.
      if (chosenRef.current !== next) return
      setPage(chosen)
      improver.reset({ content: chosen.content, excerpt: chosen.excerpt ?? '' })
    } catch (error) {
      notifyError('Error', errorMessage(error, 'Failed to load the page. Please try again.'))
    }
  }

  const save = useMutation({
    mutationFn: (target: PageReply) =>
      api<PageReply>(`/api/pages/${target.id}/draft`, {
        body: { content: text.content, excerpt: text.excerpt.trim() ? text.excerpt : null },
        method: 'PUT',
      }),
    onError: (error) =>
      notifyError('Error', errorMessage(error, 'Failed to update page. Please try again.')),
    onSuccess: async (saved) => {
      // The page as stored (markdown comes back normalized), so 'Saved' holds after the list reloads.
      setPage(saved)
      improver.setText({ content: saved.content, excerpt: saved.excerpt ?? '' })
      notify({
        description:
          'Page updated successfully! Saved as a draft: publish the page to make it live.',
        title: 'Success',
      })
      await refreshPages(queryClient)
    },
  })

  return (
    <div className="tw:flex tw:flex-col tw:gap-4">
      <SelectField
        hint={
          page
            ? `Improving the content of /${page.slug}. Save to Page keeps the result as a draft of the page.`
            : 'Choose a page to improve its content, or write or paste text below.'
        }
        id={`${id}-page`}
        label="Page"
        onChange={(event) => void choose(event.target.value)}
        options={(pages.data ?? []).map((p) => ({ label: p.title, value: p.id }))}
        value={pageId}
      >
        <option value="">
          {pages.isPending ? 'Loading pages...' : 'No page: write or paste text'}
        </option>
      </SelectField>
      <ImproveFields id={id} improver={improver} />
      <ActionBar>
        {page ? (
          <Button
            buttonStyle="primary"
            disabled={!unsaved || save.isPending || improver.busy}
            margin={false}
            onClick={() => save.mutate(page)}
            size="medium"
          >
            {save.isPending ? 'Saving...' : unsaved ? 'Save to Page' : 'Saved'}
          </Button>
        ) : (
          <Button
            buttonStyle="secondary"
            disabled={!text.content.trim()}
            margin={false}
            onClick={() => void copy(text.content)}
            size="medium"
          >
            {copied ? '✓ Copied' : 'Copy Content'}
          </Button>
        )}
      </ActionBar>
    </div>
  )
}
