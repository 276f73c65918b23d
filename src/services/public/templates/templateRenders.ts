import type { Payload } from 'payload'

import type { SessionUser } from '../../../auth/sessions'
import { matchUrlPattern } from '../../../render/urlPattern'
import { assertTenantParam } from '../../common/tenantAccess'
import { DomainError, notFound } from '../../errors'
import { serializeTemplate } from '../../templates/serializeTemplate'
import { requireServedTenant } from '../tenants/requireServedTenant'
import type { TemplateDemoView } from '../types'
import { matchTemplate, renderTemplatePage } from './renderTemplatePage'
import { activeTemplates, loadTemplates } from './templateModel'

/** GET /api/render-template/{tenantId}{path}: the public render of a template page. */
const renderTemplatePublic = async ({
  path,
  payload,
  tenantId,
}: {
  path: string
  payload: Payload
  tenantId: string
}) => {
  const tenant = await requireServedTenant(payload, tenantId)
  const match = await matchTemplate({
    live: true,
    models: await activeTemplates(payload, tenant.id),
    path,
    payload,
  })
  if (!match) throw notFound('Failed to render template: no page at this path')
  const view = await renderTemplatePage({
    ...match,
    payload,
    tenantId: tenant.id,
    unknown: 'remove',
    withRelated: false,
  })
  return {
    content: view.html,
    panels: view.panels,
    template: {
      id: view.templateId,
      showRelatedPages: view.showRelatedPages,
      relatedPagesTitle: view.relatedPagesTitle,
    },
    currentPageId: view.currentPageId,
  }
}

/**
 * The Template Demo (?mode=admin, signed in): any template of the tenant, active ones first, pending
 * records included, unknown placeholders left visible so the author sees what did not fill.
 */
const renderTemplateDemo = async ({
  path,
  payload,
  tenantId,
  user,
}: {
  path: string
  payload: Payload
  tenantId: string
  user: SessionUser
}): Promise<TemplateDemoView> => {
  await assertTenantParam({ payload, tenantId, user })
  const models = (await loadTemplates(payload, tenantId, false)).sort(
    (a, b) => Number(b.status === 'active') - Number(a.status === 'active'),
  )
  const match = await matchTemplate({ live: false, models, path, payload })
  if (!match) {
    const patterns = models.filter((m) => matchUrlPattern(m.pattern, path))
    const message = patterns.length
      ? `No records match ${path} in the dataset of ${patterns.map((m) => m.name).join(', ')}`
      : `No template's URL pattern matches ${path}`
    throw notFound(message)
  }
  const view = await renderTemplatePage({
    ...match,
    payload,
    tenantId,
    unknown: 'keep',
    withRelated: false,
  })
  return {
    title: view.title,
    matchedRecords: match.records.length,
    identifiers: view.identifiers,
    content: view.html,
    template: serializeTemplate(match.model.doc),
  }
}

/** GET /api/render-template: ?mode=admin is the Template Demo and needs a session; else the public render. */
export const renderTemplateFor = async ({
  mode,
  user,
  ...args
}: {
  mode: 'admin' | 'public'
  path: string
  payload: Payload
  tenantId: string
  user?: SessionUser
}) => {
  if (mode === 'public') return renderTemplatePublic(args)
  if (!user)
    throw new DomainError(
      'unauthenticated',
      'Authentication required: sign in and send the session cookie or X-Session-Id',
    )
  return renderTemplateDemo({ ...args, user })
}
