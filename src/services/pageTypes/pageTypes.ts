import type {
  CreatePageTypeInput,
  PageTypeReply,
  UpdatePageTypeInput,
} from '../../schemas/pageTypes'
import { panelIdFields } from '../../schemas/pageTypes'
import { tenantCrud } from '../common/tenantCrud'
import { serializePageType } from './serializePageType'

/**
 * The Payload data for an API body: blank texts as null, a blank related title as the default, and the
 * panel slots by their Payload names (topPanelId -> topPanel). The admin omits empty panel ids from a
 * PUT (spec 7), so an absent panel means "no panel" and is cleared.
 */
const toData = (input: Partial<CreatePageTypeInput>) => {
  const {
    tenantId,
    topPanelId: _1,
    bottomPanelId: _2,
    leftPanelId: _3,
    rightPanelId: _4,
    ...rest
  } = input
  const data: Record<string, unknown> = Object.fromEntries(
    Object.entries(rest).filter(([, v]) => v !== undefined),
  )
  if (typeof data.urlStructure === 'string') data.urlStructure = data.urlStructure.trim() || null
  if ('relatedPagesTitle' in data)
    data.relatedPagesTitle = (data.relatedPagesTitle as string | null)?.trim() || 'Related Posts'
  for (const field of panelIdFields) data[field.replace(/Id$/, '')] = input[field] ?? null
  if (tenantId) data.tenant = tenantId
  return data
}

/**
 * By name. The collection checks the URL structure rule (spec 5) and the panels (the tenant's,
 * active), and refuses to delete a default page type ('Cannot delete default page type').
 */
export const pageTypeService = tenantCrud<
  'page-types',
  PageTypeReply,
  CreatePageTypeInput,
  UpdatePageTypeInput
>({
  collection: 'page-types',
  label: 'Page type',
  sort: 'name',
  tenantFrom: 'query',
  serialize: serializePageType,
  toCreateData: toData,
  toUpdateData: toData,
  duplicate: {
    field: 'slug',
    message: 'A page type with this slug already exists for this tenant',
  },
})
