import type { PageTypeReply } from '../../schemas/pageTypes'
import type { PageType } from '../../payload-types'
import { refId } from '../../utilities/refId'

/** A page type as the documented API answers it (the spec's field names). */
export const serializePageType = (pageType: PageType): PageTypeReply => ({
  id: String(pageType.id),
  tenantId: refId(pageType.tenant),
  name: pageType.name,
  slug: pageType.slug,
  urlStructure: pageType.urlStructure ?? null,
  useCategoryStructure: Boolean(pageType.useCategoryStructure),
  description: pageType.description ?? null,
  isDefault: Boolean(pageType.isDefault),
  showRelatedPages: Boolean(pageType.showRelatedPages),
  relatedPagesCount: pageType.relatedPagesCount ?? 3,
  relatedPagesTitle: pageType.relatedPagesTitle || 'Related Posts',
  topPanelId: refId(pageType.topPanel),
  bottomPanelId: refId(pageType.bottomPanel),
  leftPanelId: refId(pageType.leftPanel),
  rightPanelId: refId(pageType.rightPanel),
  createdAt: pageType.createdAt,
  updatedAt: pageType.updatedAt,
})
