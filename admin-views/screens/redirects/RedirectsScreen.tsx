'use client'
import React, { useState } from 'react'

import type { RedirectReply } from '../../../src/schemas/redirects'
import { PageFrame } from '../../shell/PageFrame'
import { EmptyState } from '../../ui/Card'
import { CardList } from '../../ui/CardList'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { TenantCreateActions, TenantCreateButton } from '../../ui/TenantCreate'
import { useTenantCards } from '../useTenantCards'
import { GRID, RedirectCard, RedirectSkeleton } from './RedirectCard'
import { RedirectDialog } from './RedirectDialog'
import type { RedirectFormValues } from './redirectForm'
import { redirectBody } from './redirectForm'
import { TestRedirectDialog } from './TestRedirectDialog'

/**
 * Redirects (spec section 2.9): the redirects of the header's tenant as cards (with All tenants: every
 * tenant's, each naming its tenant) with their hits and last hit, the Create Redirect dialog (it needs a
 * chosen tenant), Edit, Test (where a path goes, without counting a hit) and Delete after a confirmation.
 *
 */
export const RedirectsScreen = () => {
  const cards = useTenantCards<RedirectReply>({
    base: '/api/redirects',
    describe: (redirect) => redirect.fromPath,
    thing: 'Redirect',
  })
  const { deleting, selectedTenant, selectedTenantId } = cards
  const [testing, setTesting] = useState<null | RedirectReply>(null)

  const submit = (values: RedirectFormValues) =>
    cards.save({
      create: (tenantId) => ({ ...redirectBody(values), tenantId }),
      update: () => redirectBody(values),
    })
  const create = {
    hintId: 'add-redirect-hint',
    label: 'Create Redirect',
    onClick: cards.openCreate,
    tenantId: selectedTenantId,
  }

  return (
    <PageFrame
      actions={<TenantCreateActions {...create} />}
      subtitle={
        selectedTenant
          ? `Paths of ${selectedTenant.name} that send visitors elsewhere, with their hits.`
          : "Every tenant's redirects. Choose a tenant above to create one."
      }
      title="Redirects"
    >
      <CardList
        empty={
          <EmptyState action={selectedTenantId ? <TenantCreateButton {...create} /> : undefined}>
            <p className="tw:m-0 tw:text-lg tw:font-semibold tw:text-text">No redirects yet</p>
            <p className="tw:mt-1 tw:mb-0">
              Create a redirect to send visitors of an old path or an affiliate link elsewhere
            </p>
          </EmptyState>
        }
        query={cards.list}
        skeleton={<RedirectSkeleton />}
      >
        {(list) => (
          <div className={GRID}>
            {list.map((redirect) => (
              <RedirectCard
                key={redirect.id}
                onDelete={() => cards.setDeleting(redirect)}
                onEdit={() => cards.edit(redirect)}
                onTest={() => setTesting(redirect)}
                redirect={redirect}
                tenantName={cards.tenantNameOf(redirect)}
              />
            ))}
          </div>
        )}
      </CardList>
      <RedirectDialog
        busy={cards.busy}
        editing={cards.editing}
        onClose={cards.closeDialog}
        onSubmit={submit}
        open={cards.open}
        tenantName={selectedTenant?.name}
      />
      <TestRedirectDialog onClose={() => setTesting(null)} redirect={testing} />
      <ConfirmDialog
        busy={cards.removing}
        message={
          deleting && (
            <div className="tw:flex tw:flex-col tw:gap-2">
              <p className="tw:m-0 tw:font-mono tw:break-all">
                <strong>{deleting.fromPath}</strong> → {deleting.toUrl}
              </p>
              <p className="tw:m-0">
                Are you sure you want to delete this redirect? This action cannot be undone.
              </p>
            </div>
          )
        }
        onCancel={cards.cancelDelete}
        onConfirm={cards.confirmDelete}
        open={deleting !== null}
        title="Delete Redirect"
      />
    </PageFrame>
  )
}
