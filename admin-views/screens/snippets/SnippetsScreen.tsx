'use client'
import React, { useState } from 'react'

import type { SnippetReply } from '../../../src/schemas/snippets'
import { PageFrame } from '../../shell/PageFrame'
import { EmptyState } from '../../ui/Card'
import { CardList } from '../../ui/CardList'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { TenantCreateActions, TenantCreateButton } from '../../ui/TenantCreate'
import { GRID } from '../pageTypes/PageTypeCard'
import { useTenantCards } from '../useTenantCards'
import { SnippetCard, SnippetSkeleton } from './SnippetCard'
import { SnippetDialog } from './SnippetDialog'
import type { SnippetFormValues } from './snippetForm'
import { snippetBody, snippetUsage } from './snippetForm'
import { SnippetPreviewDialog } from './SnippetPreviewDialog'

/**
 * Snippets (spec section 2.8): the snippets of the header's tenant as cards (with All tenants: every
 * tenant's, each naming its tenant), the Create Snippet dialog (it needs a chosen tenant), Edit, Preview
 * and Delete after a confirmation.
 */
export const SnippetsScreen = () => {
  const cards = useTenantCards<SnippetReply>({
    base: '/api/snippets',
    describe: (snippet) => snippet.name,
    thing: 'Snippet',
  })
  const { deleting, selectedTenant, selectedTenantId } = cards
  const [previewing, setPreviewing] = useState<null | SnippetReply>(null)

  const submit = (values: SnippetFormValues) =>
    cards.save({
      create: (tenantId) => ({ ...snippetBody(values), tenantId }),
      update: () => snippetBody(values),
    })
  const create = {
    hintId: 'add-snippet-hint',
    label: 'Create Snippet',
    onClick: cards.openCreate,
    tenantId: selectedTenantId,
  }

  return (
    <PageFrame
      actions={<TenantCreateActions {...create} />}
      subtitle={
        selectedTenant
          ? `Reusable HTML of ${selectedTenant.name}, written into templates and panels as #tag#.`
          : "Every tenant's snippets. Choose a tenant above to create one."
      }
      title="Snippets Management"
    >
      <CardList
        empty={
          <EmptyState action={selectedTenantId ? <TenantCreateButton {...create} /> : undefined}>
            <p className="tw:m-0 tw:text-lg tw:font-semibold tw:text-text">No snippets yet</p>
            <p className="tw:mt-1 tw:mb-0">
              Create a snippet to reuse a piece of HTML across your content
            </p>
          </EmptyState>
        }
        query={cards.list}
        skeleton={<SnippetSkeleton />}
      >
        {(list) => (
          <div className={GRID}>
            {list.map((snippet) => (
              <SnippetCard
                key={snippet.id}
                onDelete={() => cards.setDeleting(snippet)}
                onEdit={() => cards.edit(snippet)}
                onPreview={() => setPreviewing(snippet)}
                snippet={snippet}
                tenantName={cards.tenantNameOf(snippet)}
              />
            ))}
          </div>
        )}
      </CardList>
      <SnippetDialog
        busy={cards.busy}
        editing={cards.editing}
        onClose={cards.closeDialog}
        onSubmit={submit}
        open={cards.open}
        tenantName={selectedTenant?.name}
      />
      <SnippetPreviewDialog onClose={() => setPreviewing(null)} snippet={previewing} />
      <ConfirmDialog
        busy={cards.removing}
        message={
          deleting && (
            <div className="tw:flex tw:flex-col tw:gap-2">
              <p className="tw:m-0">
                <strong>{deleting.name}</strong> ({snippetUsage(deleting.tag)})
              </p>
              <p className="tw:m-0">
                Are you sure you want to delete this snippet? Content that uses{' '}
                {snippetUsage(deleting.tag)} will no longer show it. This action cannot be undone.
              </p>
            </div>
          )
        }
        onCancel={cards.cancelDelete}
        onConfirm={cards.confirmDelete}
        open={deleting !== null}
        title="Delete Snippet"
      />
    </PageFrame>
  )
}
