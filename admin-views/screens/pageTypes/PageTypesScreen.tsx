'use client'
import React from 'react'

import type { PageTypeReply } from '../../../src/schemas/pageTypes'
import type { CardVerb } from '../../hooks/useTenantCards'
import { useTenantCards } from '../../hooks/useTenantCards'
import { errorMessage } from '../../lib/api'
import { notifyError } from '../../lib/toast'
import { TenantCardScreen } from '../../shell/TenantCardScreen'
import { PageTypeCard, PageTypeSkeleton } from './PageTypeCard'
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
  const { editing, selectedTenant, selectedTenantId } = cards

  const submit = (values: PageTypeFormValues) =>
    cards.save({
      create: (tenantId) => createBody(values, tenantId),
      update: (pageType) => updateBody(values, pageType.tenantId),
    })

  return (
    <TenantCardScreen
      card={(pageType) => (
        <PageTypeCard
          onDelete={() => (pageType.isDefault ? refuseDefault() : cards.setDeleting(pageType))}
          onEdit={() => cards.edit(pageType)}
          pageType={pageType}
          tenantName={cards.tenantNameOf(pageType)}
        />
      )}
      cards={cards}
      create={{ hintId: 'add-page-type-hint', label: 'Create Page Type' }}
      deletion={{
        question: () =>
          'Are you sure you want to delete this page type? This action cannot be undone.',
        subject: (pageType) => (
          <>
            <strong>{pageType.name}</strong>
            {!pageType.useCategoryStructure && pageType.urlStructure
              ? ` (${pageType.urlStructure})`
              : ''}
          </>
        ),
        title: 'Delete Page Type',
      }}
      empty={{
        text: 'Create your first page type to organize your content',
        title: 'No page types yet',
      }}
      skeleton={<PageTypeSkeleton />}
      subtitle={
        selectedTenant
          ? `Kinds of page of ${selectedTenant.name}: their URLs, related posts and panels.`
          : "Every tenant's page types. Choose a tenant above to create one."
      }
      title="Page Types"
    >
      <PageTypeDialog
        {...cards.dialogProps(submit)}
        tenantId={editing ? editing.tenantId : selectedTenantId}
      />
    </TenantCardScreen>
  )
}
