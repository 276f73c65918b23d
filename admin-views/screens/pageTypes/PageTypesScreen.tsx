'use client'
import React from 'react'

import type { PageTypeReply } from '../../../src/schemas/pageTypes'
import { errorMessage } from '../../lib/api'
import { notifyError } from '../../lib/toast'
import { PageFrame } from '../../shell/PageFrame'
import { EmptyState } from '../../ui/Card'
import { CardList } from '../../ui/CardList'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { TenantCreateActions, TenantCreateButton } from '../../ui/TenantCreate'
import type { CardVerb } from '../useTenantCards'
import { useTenantCards } from '../useTenantCards'
import { GRID, PageTypeCard, PageTypeSkeleton } from './PageTypeCard'
import { PageTypeDialog } from './PageTypeDialog'
import type { PageTypeFormValues } from './pageTypeForm'
import { createBody, updateBody } from './pageTypeForm'

const DEFAULT_REFUSED = 'Cannot delete default page type'
const refuseDefault = () => notifyError(DEFAULT_REFUSED, 'Default page types cannot be deleted')

/** 'Error creating page type' with the server's message; the default type's refusal says why. */
const failed = (verb: CardVerb, error: unknown) => {
  const message = errorMessage(error, '')
  if (verb === 'deleting' && message === DEFAULT_REFUSED) refuseDefault()
  else notifyError(`Error ${verb} page type`, message || undefined)
}

/**
 * Page Types (spec section 2.6): the page types of the header's tenant as cards (with All tenants:
 * every tenant's, each naming its tenant), the Create Page Type dialog (it needs a chosen tenant), Edit
 * and Delete after a confirmation; default types cannot be deleted.
 */
export const PageTypesScreen = () => {
  const cards = useTenantCards<PageTypeReply>({
    base: '/api/page-types',
    describe: (pageType) => pageType.name,
    failed,
    thing: 'Page type',
  })
  const { deleting, editing, selectedTenant, selectedTenantId } = cards

  const submit = (values: PageTypeFormValues) =>
    cards.save({
      create: (tenantId) => createBody(values, tenantId),
      update: (pageType) => updateBody(values, pageType.tenantId),
    })
  const create = {
    hintId: 'add-page-type-hint',
    label: 'Create Page Type',
    onClick: cards.openCreate,
    tenantId: selectedTenantId,
  }

  return (
    <PageFrame
      actions={<TenantCreateActions {...create} />}
      subtitle={
        selectedTenant
          ? `Kinds of page of ${selectedTenant.name}: their URLs, related posts and panels.`
          : "Every tenant's page types. Choose a tenant above to create one."
      }
      title="Page Types"
    >
      <CardList
        empty={
          <EmptyState action={selectedTenantId ? <TenantCreateButton {...create} /> : undefined}>
            <p className="tw:m-0 tw:text-lg tw:font-semibold tw:text-text">No page types yet</p>
            <p className="tw:mt-1 tw:mb-0">Create your first page type to organize your content</p>
          </EmptyState>
        }
        query={cards.list}
        skeleton={<PageTypeSkeleton />}
      >
        {(list) => (
          <div className={GRID}>
            {list.map((pageType) => (
              <PageTypeCard
                key={pageType.id}
                onDelete={() =>
                  pageType.isDefault ? refuseDefault() : cards.setDeleting(pageType)
                }
                onEdit={() => cards.edit(pageType)}
                pageType={pageType}
                tenantName={cards.tenantNameOf(pageType)}
              />
            ))}
          </div>
        )}
      </CardList>
      <PageTypeDialog
        busy={cards.busy}
        editing={editing}
        onClose={cards.closeDialog}
        onSubmit={submit}
        open={cards.open}
        tenantId={editing ? editing.tenantId : selectedTenantId}
        tenantName={selectedTenant?.name}
      />
      <ConfirmDialog
        busy={cards.removing}
        message={
          deleting && (
            <div className="tw:flex tw:flex-col tw:gap-2">
              <p className="tw:m-0">
                <strong>{deleting.name}</strong>
                {!deleting.useCategoryStructure && deleting.urlStructure
                  ? ` (${deleting.urlStructure})`
                  : ''}
              </p>
              <p className="tw:m-0">
                Are you sure you want to delete this page type? This action cannot be undone.
              </p>
            </div>
          )
        }
        onCancel={cards.cancelDelete}
        onConfirm={cards.confirmDelete}
        open={deleting !== null}
        title="Delete Page Type"
      />
    </PageFrame>
  )
}
