import type { CreatePageInput, PageReply, UpdatePageInput } from '../../schemas/pages'
import { extraData, extraReply } from '../common/extraValues'
import { tenantCrud } from '../common/tenantCrud'
import { toPageData } from './pageData'
import { serializePage } from './serializePage'

/**
 * Featured pages first, then newest (spec 2.2). Without a slug the collection makes one from the
 * title; it also checks what the page points at (page type and category of the same tenant, dataset
 * and records that exist). Content travels as markdown and is stored as Lexical.
 */
export const pageService = tenantCrud<'pages', PageReply, CreatePageInput, UpdatePageInput>({
  collection: 'pages',
  label: 'Page',
  sort: ['-featured', '-createdAt'],
  tenantFrom: 'query',
  // Fields a developer added through the plugin's overrides travel as extra properties.
  serialize: async (page, payload) => ({
    ...extraReply(payload, 'pages', page),
    ...(await serializePage(page, payload.config)),
  }),
  toCreateData: async (input, payload) => ({
    ...extraData(payload, 'pages', input),
    ...(await toPageData(input, payload.config)),
    tenant: input.tenantId,
  }),
  toUpdateData: async ({ tenantId, ...rest }, _current, payload) => ({
    ...extraData(payload, 'pages', rest),
    ...(await toPageData(rest, payload.config)),
    ...(tenantId ? { tenant: tenantId } : {}),
  }),
  duplicate: { field: 'slug', message: 'A page with this slug already exists for this tenant' },
})
