import type { Payload } from 'payload'

import { isUuid } from '../../../utilities/isUuid'
import { notFound } from '../../errors'
import { requireServedTenant } from '../tenants/requireServedTenant'
import { getServedTenant, getTenantByDomain } from '../tenants/servedTenants'
import { parsePageId } from './pageOfRecords'
import { relatedTemplatePages } from './relatedTemplatePages'
import { templateCardSets } from './templateCards'
import { activeTemplates } from './templateModel'
import { matchRecords } from './templateRecords'

// The documented API's template cards and related template pages (spec section 7), for visitors.

/** GET /api/templates/related/{templateId}/{currentPageId}: an active template's page's related pages. */
const relatedForTemplatePage = async ({
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
  if (!isUuid(templateId)) throw notFound('Template not found')
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
    throw notFound('Template not found')
  const model = (await activeTemplates(payload, tenantId)).find((m) => m.id === templateId)
  const values = model ? parsePageId(model.id, currentPageId) : null
  if (!model || !values || values.length !== model.pattern.fields.length)
    throw notFound('Page not found')
  const records = await matchRecords({ live: true, model, payload, values })
  if (!records) throw notFound('Page not found')
  return relatedTemplatePages({ current: records, limit: model.relatedPagesCount, model, payload })
}

/**
 * GET /api/template-cards: every active template's first cards, for ?tenantId= or else the tenant
 * served on `domain` (the request's, site/server/requestDomain.ts).
 */
export const templateCardsFor = async ({
  domain,
  limit,
  payload,
  tenantId,
}: {
  domain: string
  limit: number
  payload: Payload
  tenantId?: string
}) => {
  const tenant = tenantId
    ? await requireServedTenant(payload, tenantId)
    : await getTenantByDomain(payload, domain)
  if (!tenant) throw notFound('Tenant not found')
  return templateCardSets(payload, tenant.id, limit)
}

/** GET /api/templates/related: the request's domain, when it names a tenant, must be the template's. */
export const relatedForRequest = async ({
  currentPageId,
  domain,
  payload,
  templateId,
}: {
  currentPageId: string
  domain: string
  payload: Payload
  templateId: string
}) =>
  relatedForTemplatePage({
    currentPageId,
    domainTenantId: (await getTenantByDomain(payload, domain))?.id,
    payload,
    templateId,
  })
