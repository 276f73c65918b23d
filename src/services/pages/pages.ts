import type { Payload } from 'payload'

import type { Page } from '../../payload-types'
import type { CreatePageInput, PageReply, UpdatePageInput } from '../../schemas/pages'
import { extraData, extraReply } from '../common/extraValues'
import { tenantCrud } from '../common/tenantCrud'
import { editedFields, toPageData } from './pageData'
import { draftPageIds } from '../../data/pageVersions'
import { serializePage } from './serializePage'

/** A page as the documented API answers it, with the fields a developer added through the plugin. */
export const servePage = async (page: Page, payload: Payload): Promise<PageReply> => ({
  ...extraReply(payload, 'pages', page),
  ...(await serializePage(page, payload.config)),
})

/**
 * Featured pages first, then newest (spec 2.2). Without a slug the collection makes one from the
 * title; it also checks what the page points at (page type and category of the same tenant, dataset
 * and records that exist). Content travels as markdown and is stored as Lexical.
 */
const pageCrud = tenantCrud<'pages', PageReply, CreatePageInput, UpdatePageInput>({
  collection: 'pages',
  label: 'Page',
  sort: ['-featured', '-createdAt'],
  tenantFrom: 'query',
  // Fields a developer added through the plugin's overrides travel as extra properties.
  serialize: servePage,
  toCreateData: async (input, payload) => ({
    ...extraData(payload, 'pages', input),
    ...(await toPageData(input, payload.config)),
    tenant: input.tenantId,
  }),
  // Over the live page's own fields: an update publishes what it is given on the live page, never
  // a draft's other changes (Payload would merge over the latest version); the draft stays in history.
  toUpdateData: async ({ tenantId, ...rest }, current, payload) => ({
    ...editedFields(current),
    ...extraData(payload, 'pages', rest),
    ...(await toPageData(rest, payload.config)),
    ...(tenantId ? { tenant: tenantId } : {}),
  }),
  duplicate: { field: 'slug', message: 'A page with this slug already exists for this tenant' },
})

/** Marks the pages of a reply that have a draft beside their live copy. */
const markDrafts = async (pages: PageReply[], payload: Payload) => {
  const drafts = await draftPageIds(
    payload,
    pages.map((page) => page.id),
  )
  return pages.map((page) => ({ ...page, hasUnpublishedChanges: drafts.has(page.id) }))
}

export const pageService = {
  ...pageCrud,
  list: async (args: Parameters<typeof pageCrud.list>[0]) =>
    markDrafts(await pageCrud.list(args), args.payload),
  get: async (args: Parameters<typeof pageCrud.get>[0]) =>
    (await markDrafts([await pageCrud.get(args)], args.payload))[0],
}
