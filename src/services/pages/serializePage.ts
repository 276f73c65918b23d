import type { SanitizedConfig } from 'payload'

import type { PageReply } from '../../schemas/pages'
import type { Page } from '../../payload-types'
import { refId } from '../../utilities/refId'
import { lexicalToMarkdown } from '../markdown'

/** A page as the documented API answers it: the spec's field names, content as markdown. */
export const serializePage = async (page: Page, config: SanitizedConfig): Promise<PageReply> => ({
  id: String(page.id),
  tenantId: refId(page.tenant),
  title: page.title,
  slug: page.slug,
  content: await lexicalToMarkdown(page.content, config),
  excerpt: page.excerpt ?? null,
  status: page.status ?? 'draft',
  type: page.type ?? 'page',
  pageTypeId: refId(page.pageType),
  categoryId: refId(page.category),
  seoTitle: page.seoTitle ?? null,
  seoDescription: page.seoDescription ?? null,
  featuredImage: page.featuredImage ?? null,
  featuredImageAlt: page.featuredImageAlt ?? null,
  imageAttribution: page.imageAttribution ?? null,
  featured: Boolean(page.featured),
  publishedAt: page.publishedAt ?? null,
  publishAt: page.publishAt ?? null,
  unpublishAt: page.unpublishAt ?? null,
  // Known from the page's versions (src/data/pageVersions.ts): the lists and reads set it.
  hasUnpublishedChanges: false,
  datasetId: refId(page.dataset),
  recordIds: (page.records ?? []).map((record) => refId(record) as string),
  createdAt: page.createdAt,
  updatedAt: page.updatedAt,
})
