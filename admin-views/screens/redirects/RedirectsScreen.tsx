'use client'
import { useQueryClient } from '@tanstack/react-query'
import React, { useState } from 'react'

import type { RedirectReply } from '../../../src/schemas/redirects'
import { cardsTrash, useTenantCards } from '../../hooks/useTenantCards'
import { useTrash } from '../../hooks/useTrash'
import { useAdminTenant } from '../../providers/tenant'
import { TenantCardScreen } from '../../shell/TenantCardScreen'
import { RedirectCard, RedirectSkeleton } from './RedirectCard'
import { RedirectDialog } from './RedirectDialog'
import type { RedirectFormValues } from './redirectForm'
import { redirectBody } from './redirectForm'
import { TestRedirectDialog } from './TestRedirectDialog'

/**
 * Redirects (spec section 2.9): the redirects of the header's tenant as cards (with All tenants: every
 * tenant's, each naming its tenant) with their hits and last hit, the Create Redirect dialog (it needs a
 * chosen tenant), Edit, Test (where a path goes, without counting a hit) and Delete (to the trash, with
 * Undo) after a confirmation; the Trash.
 */
export const RedirectsScreen = () => {
  const queryClient = useQueryClient()
  const { selectedTenantId } = useAdminTenant()
  const trashOptions = cardsTrash(queryClient, {
    base: '/api/redirects',
    kind: 'redirects',
    tenantId: selectedTenantId,
    thing: 'Redirect',
  })
  const trash = useTrash(trashOptions)
  const cards = useTenantCards<RedirectReply>({
    base: '/api/redirects',
    describe: (redirect) => redirect.fromPath,
    thing: 'Redirect',
    undo: (redirect) => trash.moved([redirect.id]),
  })
  const { selectedTenant } = cards
  const [testing, setTesting] = useState<null | RedirectReply>(null)

  const submit = (values: RedirectFormValues) =>
    cards.save({
      create: (tenantId) => ({ ...redirectBody(values), tenantId }),
      update: () => redirectBody(values),
    })

  return (
    <TenantCardScreen
      card={(redirect) => (
        <RedirectCard
          onDelete={() => cards.setDeleting(redirect)}
          onEdit={() => cards.edit(redirect)}
          onTest={() => setTesting(redirect)}
          redirect={redirect}
          tenantName={cards.tenantNameOf(redirect)}
        />
      )}
      cards={cards}
      create={{ hintId: 'add-redirect-hint', label: 'Create Redirect' }}
      deletion={{
        question: () => `Move this redirect to the trash? ${trash.note()}`,
        subject: (redirect) => (
          <>
            <strong>{redirect.fromPath}</strong> → {redirect.toUrl}
          </>
        ),
        subjectClassName: 'tw:font-mono tw:break-all',
        title: 'Delete Redirect',
      }}
      empty={{
        text: 'Create a redirect to send visitors of an old path or an affiliate link elsewhere',
        title: 'No redirects yet',
      }}
      skeleton={<RedirectSkeleton />}
      subtitle={
        selectedTenant
          ? `Paths of ${selectedTenant.name} that send visitors elsewhere, with their hits.`
          : "Every tenant's redirects. Choose a tenant above to create one."
      }
      title="Redirects"
      trash={{ ...trashOptions, things: 'redirects' }}
    >
      <RedirectDialog {...cards.dialogProps(submit)} />
      <TestRedirectDialog onClose={() => setTesting(null)} redirect={testing} />
    </TenantCardScreen>
  )
}
