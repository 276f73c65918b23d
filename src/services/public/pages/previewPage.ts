import type { Payload } from 'payload'

import type { Page, Template } from '../../../payload-types'
import { isUuid } from '../../../utilities/isUuid'
import { refId } from '../../../utilities/refId'
import { readPreviewToken } from '../../pages/previewTokens'
import type { PreviewGrant } from '../../pages/previewTokens'
import { withDraft } from '../../templates/serializeTemplate'
import { liveRecordsInOrder, recordsById } from '../../../data/public/recordRows'
import { renderTemplatePage } from '../templates/renderTemplatePage'
import { templateModelOf } from '../templates/templateModel'
import type { PublicTenant, ResolvedRoute } from '../types'
import { pageRoute } from './publicPage'

type PreviewRoute = Extract<ResolvedRoute, { type: 'page' | 'template' }>

const previewPage = async (payload: Payload, tenantId: string, pageId: string) => {
  if (!isUuid(pageId)) return null
  const page = (await payload.findByID({
    collection: 'pages',
    depth: 0,
    disableErrors: true,
    draft: true,
    id: pageId,
    overrideAccess: true,
  })) as Page | null
  if (!page || refId(page.tenant) !== tenantId) return null
  return pageRoute(payload, tenantId, page)
}

/**
 * A template's working copy (its draft over it, whatever its status) drawn for the record, pending
 * or live; the other records of a comparison are the dataset's first live ones.
 */
const previewTemplate = async (
  payload: Payload,
  tenantId: string,
  { recordId, templateId }: Extract<PreviewGrant, { templateId: string }>,
): Promise<PreviewRoute | null> => {
  if (!isUuid(templateId) || !isUuid(recordId)) return null
  const template = (await payload.findByID({
    collection: 'templates',
    depth: 0,
    disableErrors: true,
    id: templateId,
    overrideAccess: true,
  })) as Template | null
  const datasetId = refId(template?.dataset)
  if (!template || !datasetId || refId(template.tenant) !== tenantId) return null
  const model = await templateModelOf(payload, withDraft(template))
  const record = (await recordsById(payload, datasetId, [recordId])).get(recordId)
  if (!record || model.slots === 0) return null
  const others = (await liveRecordsInOrder(payload, datasetId, 0, model.slots)).filter(
    (r) => r.id !== recordId,
  )
  const records = [record, ...others].slice(0, model.slots)
  if (records.length < model.slots) return null
  const view = await renderTemplatePage({
    model,
    payload,
    records,
    tenantId,
    unknown: 'remove',
    withRelated: true,
  })
  return { type: 'template', view }
}

/**
 * What a preview link (`/__preview/{token}`, src/services/pages/previewLinks.ts) shows on this
 * tenant's site: a page's working copy (the draft when it has one, whatever its status and schedule)
 * as its article, panels and related posts, or a template's working copy drawn for one record; null
 * when the token is malformed, forged, expired, for another tenant, or what it names is gone. The
 * visitor has no session: the signed token is the grant, so the read overrides access, and only for
 * what the token names on its tenant.
 */
export const previewPageRoute = async (
  payload: Payload,
  tenant: PublicTenant,
  token: string,
): Promise<PreviewRoute | null> => {
  const grant = readPreviewToken(payload.config.secret, token)
  if (!grant || grant.tenantId !== tenant.id) return null
  return 'pageId' in grant
    ? previewPage(payload, tenant.id, grant.pageId)
    : previewTemplate(payload, tenant.id, grant)
}
