'use client'
import { useQueryClient } from '@tanstack/react-query'
import React, { useState } from 'react'

import type { SnippetReply } from '../../../src/schemas/snippets'
import { cardsTrash, useTenantCards } from '../../hooks/useTenantCards'
import { useTrash } from '../../hooks/useTrash'
import { useAdminTenant } from '../../providers/tenant'
import { TenantCardScreen } from '../../shell/TenantCardScreen'
import { SnippetCard, SnippetSkeleton } from './SnippetCard'
import { SnippetDialog } from './SnippetDialog'
import type { SnippetFormValues } from './snippetForm'
import { snippetBody, snippetUsage } from './snippetForm'
import { SnippetPreviewDialog } from './SnippetPreviewDialog'

/**
 * Snippets (spec section 2.8): the snippets of the header's tenant as cards (with All tenants: every
 * tenant's, each naming its tenant), the Create Snippet dialog (it needs a chosen tenant), Edit, Preview
 * and Delete (to the trash, with Undo) after a confirmation; the Trash.
 */
export const SnippetsScreen = () => {
  const queryClient = useQueryClient()
  const { selectedTenantId } = useAdminTenant()
  const trashOptions = cardsTrash(queryClient, {
    base: '/api/snippets',
    kind: 'snippets',
    tenantId: selectedTenantId,
    thing: 'Snippet',
  })
  const trash = useTrash(trashOptions)
  const cards = useTenantCards<SnippetReply>({
    base: '/api/snippets',
    describe: (snippet) => snippet.name,
    thing: 'Snippet',
    undo: (snippet) => trash.moved([snippet.id]),
  })
  const { selectedTenant } = cards
  const [previewing, setPreviewing] = useState<null | SnippetReply>(null)

  const submit = (values: SnippetFormValues) =>
    cards.save({
      create: (tenantId) => ({ ...snippetBody(values), tenantId }),
      update: () => snippetBody(values),
    })

  return (
    <TenantCardScreen
      card={(snippet) => (
        <SnippetCard
          onDelete={() => cards.setDeleting(snippet)}
          onEdit={() => cards.edit(snippet)}
          onPreview={() => setPreviewing(snippet)}
          snippet={snippet}
          tenantName={cards.tenantNameOf(snippet)}
        />
      )}
      cards={cards}
      create={{ hintId: 'add-snippet-hint', label: 'Create Snippet' }}
      deletion={{
        question: (snippet) => (
          <>
            Move this snippet to the trash? Content that uses {snippetUsage(snippet.tag)} will no
            longer show it. {trash.note()}
          </>
        ),
        subject: (snippet) => (
          <>
            <strong>{snippet.name}</strong> ({snippetUsage(snippet.tag)})
          </>
        ),
        title: 'Delete Snippet',
      }}
      empty={{
        text: 'Create a snippet to reuse a piece of HTML across your content',
        title: 'No snippets yet',
      }}
      skeleton={<SnippetSkeleton />}
      subtitle={
        selectedTenant
          ? `Reusable HTML of ${selectedTenant.name}, written into templates and panels as #tag#.`
          : "Every tenant's snippets. Choose a tenant above to create one."
      }
      title="Snippets Management"
      trash={{ ...trashOptions, things: 'snippets' }}
    >
      <SnippetDialog {...cards.dialogProps(submit)} />
      <SnippetPreviewDialog onClose={() => setPreviewing(null)} snippet={previewing} />
    </TenantCardScreen>
  )
}
