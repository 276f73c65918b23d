import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { AdminGate } from './AdminGate'
import { SignIn } from './SignIn'

/**
 * The frame of every custom admin view. Payload serves custom views to anyone, so the server checks the
 * user first: nobody signed in sees the sign-in screen in place of the content. Signed in, the screen
 * renders in Payload's default template (its sidebar, header and theme) behind the client-side gate.
 */
export const AdminView = ({
  children,
  props,
}: {
  children: React.ReactNode
  props: AdminViewServerProps
}) => {
  const { initPageResult, params, searchParams } = props
  const { req, visibleEntities, permissions, locale } = initPageResult
  if (!req.user) return <SignIn />
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={{
        collections: visibleEntities?.collections,
        globals: visibleEntities?.globals,
      }}
    >
      <AdminGate>{children}</AdminGate>
    </DefaultTemplate>
  )
}
