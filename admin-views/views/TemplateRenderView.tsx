import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { TemplateRenderScreen } from '../screens/templates/TemplateRenderScreen'
import { AdminView } from '../shell/AdminView'

/** /admin/template-render/{tenantId}/{path}: a template page as the admin demo renders it. */
export const TemplateRenderView = async (props: AdminViewServerProps) => {
  const resolved = (await props.params) as { segments?: string[] } | undefined
  const [, tenantId = '', ...rest] = resolved?.segments ?? []
  return (
    <AdminView props={props}>
      <TemplateRenderScreen path={`/${rest.join('/')}`} tenantId={tenantId} />
    </AdminView>
  )
}
