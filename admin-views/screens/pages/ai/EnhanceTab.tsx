'use client'
import { Button } from '@payloadcms/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import React, { useEffect, useId, useState } from 'react'

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
 * improved, reverted if need be, and saved back to that page (content and excerpt only: the rest of
 * the page stays as it is). Nothing reaches the page until Save to Page.
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
  const page = pages.data?.find((p) => p.id === pageId)
  const improver = useImprover(EMPTY)
  const { copied, copy } = useCopied()
  const { text } = improver
  const unsaved = page
    ? text.content !== page.content || text.excerpt !== (page.excerpt ?? '')
    : false
  const dirty = page ? unsaved : improver.dirty
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])

  const choose = (next: string) => {
    setPageId(next)
    const chosen = pages.data?.find((p) => p.id === next)
    improver.reset(chosen ? { content: chosen.content, excerpt: chosen.excerpt ?? '' } : EMPTY)
  }

  const save = useMutation({
    mutationFn: (target: PageReply) =>
      api<PageReply>(`/api/pages/${target.id}`, {
        body: { content: text.content, excerpt: text.excerpt.trim() ? text.excerpt : null },
        method: 'PUT',
      }),
    onError: (error) =>
      notifyError('Error', errorMessage(error, 'Failed to update page. Please try again.')),
    onSuccess: async (saved) => {
      // The page as stored (markdown comes back normalized), so 'Saved' holds after the list reloads.
      improver.setText({ content: saved.content, excerpt: saved.excerpt ?? '' })
      notify({ description: 'Page updated successfully!', title: 'Success' })
      await refreshPages(queryClient)
    },
  })

  return (
    <div className="tw:flex tw:flex-col tw:gap-4">
      <SelectField
        hint={
          page
            ? `Improving the content of /${page.slug}. Save to Page keeps the result.`
            : 'Choose a page to improve its content, or write or paste text below.'
        }
        id={`${id}-page`}
        label="Page"
        onChange={(event) => choose(event.target.value)}
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
