import type { Payload } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import { HttpError } from '../../http/HttpError'
import { matchUrlPattern } from '../../render/urlPattern'
import { isUuid } from '../common/findOr404'
import { assertTenantAccess } from '../common/tenantAccess'
import { serializeTemplate } from '../templates/serializeTemplate'
import { templateCardSets } from './templateCards'
import { activeTemplates, loadTemplates } from './templateModel'
import { matchTemplate, renderTemplatePage } from './templatePage'
import { parsePageId } from './templatePages'
import { matchRecords } from './templateRecords'
import { relatedTemplatePages } from './templateRelated'
import { getServedTenant, getTenantForRequest } from './tenant'
import type { TemplateDemoView } from './types'

export const servedTenantOr404 = async (payload: Payload, tenantId: string) => {
  const tenant = await getServedTenant(payload, tenantId)
  if (!tenant) throw new HttpError(404, 'Tenant not found')
  return tenant
}

/** GET /api/render-template/{tenantId}{path}: the public render of a template page. */
export const renderTemplatePublic = async ({
  path,
  payload,
  tenantId,
}: {
  path: string
  payload: Payload
  tenantId: string
}) => {
  const tenant = await servedTenantOr404(payload, tenantId)
  const match = await matchTemplate({
    live: true,
    models: await activeTemplates(payload, tenant.id),
    path,
    payload,
  })
  if (!match) throw new HttpError(404, 'Failed to render template: no page at this path')
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
export const renderTemplateDemo = async ({
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
  if (!isUuid(tenantId)) throw new HttpError(404, 'Tenant not found')
  assertTenantAccess(user, tenantId)
  const count = await payload.count({ collection: 'tenants', where: { id: { equals: tenantId } } })
  if (count.totalDocs === 0) throw new HttpError(404, 'Tenant not found')
  const models = (await loadTemplates(payload, tenantId, false)).sort(
    (a, b) => Number(b.status === 'active') - Number(a.status === 'active'),
  )
  const match = await matchTemplate({ live: false, models, path, payload })
  if (!match) {
    const patterns = models.filter((m) => matchUrlPattern(m.pattern, path))
    const message = patterns.length
      ? `No records match ${path} in the dataset of ${patterns.map((m) => m.name).join(', ')}`
      : `No template's URL pattern matches ${path}`
    throw new HttpError(404, message)
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
    throw new HttpError(
      401,
      'Authentication required: sign in and send the session cookie or X-Session-Id',
    )
  return renderTemplateDemo({ ...args, user })
}

/** GET /api/templates/related/{templateId}/{currentPageId}: an active template's page's related pages. */
export const relatedForTemplatePage = async ({
  currentPageId,
  domainTenantId,
  payload,
  templateId,
}: {
  currentPageId: string
  domainTenantId?: string | null
  payload: Payload
  templateId: string
}) => {
  if (!isUuid(templateId)) throw new HttpError(404, 'Template not found')
  const found = await payload.find({
    collection: 'templates',
    depth: 0,
    limit: 1,
    pagination: false,
    select: { tenant: true },
    where: { and: [{ id: { equals: templateId } }, { status: { equals: 'active' } }] },
  })
  const tenantId = found.docs[0]?.tenant as string | undefined
  if (
    !tenantId ||
    (domainTenantId && domainTenantId !== tenantId) ||
    !(await getServedTenant(payload, tenantId))
  )
    throw new HttpError(404, 'Template not found')
  const model = (await activeTemplates(payload, tenantId)).find((m) => m.id === templateId)
  const values = model ? parsePageId(model.id, currentPageId) : null
  if (!model || !values || values.length !== model.pattern.fields.length)
    throw new HttpError(404, 'Page not found')
  const records = await matchRecords({ live: true, model, payload, values })
  if (!records) throw new HttpError(404, 'Page not found')
  return relatedTemplatePages({ current: records, limit: model.relatedPagesCount, model, payload })
}

type RequestArgs = {
  headers: Record<string, string | string[] | undefined>
  simulateDomain?: string
}

/** GET /api/template-cards: every active template's first cards, for ?tenantId= or the request's host. */
export const templateCardsFor = async ({
  headers,
  limit,
  payload,
  simulateDomain,
  tenantId,
}: RequestArgs & { limit: number; payload: Payload; tenantId?: string }) => {
  const tenant = tenantId
    ? await servedTenantOr404(payload, tenantId)
    : await getTenantForRequest(payload, headers, simulateDomain)
  if (!tenant) throw new HttpError(404, 'Tenant not found')
  return templateCardSets(payload, tenant.id, limit)
}

/** GET /api/templates/related: the request's host, when it names a tenant, must be the template's. */
export const relatedForRequest = async ({
  currentPageId,
  headers,
  payload,
  simulateDomain,
  templateId,
}: RequestArgs & { currentPageId: string; payload: Payload; templateId: string }) =>
  relatedForTemplatePage({
    currentPageId,
    domainTenantId: (await getTenantForRequest(payload, headers, simulateDomain))?.id,
    payload,
    templateId,
  })
