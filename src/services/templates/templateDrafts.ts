import type { Payload } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import type { Template } from '../../payload-types'
import type {
  StoredTemplateDraft,
  TemplateDraftField,
  TemplateDraftInput,
  TemplateDraftReply,
  TemplateReply,
} from '../../schemas/templates'
import type { PreviewLinkReply } from '../../schemas/pages'
import { refId } from '../../utilities/refId'
import { accessAs } from '../common/accessAs'
import { conflict, notFound } from '../errors'
import { signedPreviewLink } from '../pages/previewLinks'
import { liveRecordsInOrder } from '../../data/public/recordRows'
import { hasPage, pageUrlOf } from '../public/templates/pageOfRecords'
import { countTemplatePages, templatePagesAt } from '../public/templates/templateCards'
import { templateModelOf } from '../public/templates/templateModel'
import { storedDraft, withDraft } from './serializeTemplate'
import { templateService } from './templates'

type Base = { id: string; payload: Payload; user: SessionUser }

type Stored = StoredTemplateDraft['values']

/** The API's names of the draftable fields and Payload's. */
const FIELDS: [TemplateDraftField, keyof Stored][] = [
  ['urlPattern', 'urlPattern'],
  ['content', 'content'],
  ['topPanelId', 'topPanel'],
  ['bottomPanelId', 'bottomPanel'],
  ['leftPanelId', 'leftPanel'],
  ['rightPanelId', 'rightPanel'],
]

/** How many changed URLs a draft's reply shows. */
const URL_EXAMPLES = 10

const NO_DRAFT = 'This template has no unpublished changes'

/** A live value as the draft compares it: references as ids, an empty content as none. */
const liveValue = (template: Template, field: keyof Stored): string | null => {
  const value = template[field]
  if (field === 'content') return (value as string | null | undefined) || null
  if (field === 'urlPattern') return value as string
  return refId(value as never)
}

/** A draft's reply: the working copy, what differs, and which pages and URLs publishing changes. */
const draftReply = async (payload: Payload, template: Template): Promise<TemplateDraftReply> => {
  const stored = storedDraft(template)
  const working = withDraft(template)
  const reply: TemplateDraftReply = {
    templateId: String(template.id),
    hasUnpublishedChanges: Boolean(stored),
    draft: {
      urlPattern: working.urlPattern,
      content: working.content ?? null,
      topPanelId: refId(working.topPanel),
      bottomPanelId: refId(working.bottomPanel),
      leftPanelId: refId(working.leftPanel),
      rightPanelId: refId(working.rightPanel),
    },
    changedFields: FIELDS.filter(([, name]) => stored?.values[name] !== undefined).map(
      ([api]) => api,
    ),
    savedAt: stored?.savedAt ?? null,
    savedBy: stored?.savedBy ?? null,
    pages: 0,
    urlChanges: 0,
    urlExamples: [],
  }
  if (!stored) return reply
  const live = await templateModelOf(payload, template)
  reply.pages = await countTemplatePages(payload, live)
  if (stored.values.urlPattern === undefined || !reply.pages) return reply
  const next = await templateModelOf(payload, working)
  reply.urlChanges = reply.pages
  reply.urlExamples = (await templatePagesAt(payload, live, 0, URL_EXAMPLES))
    .filter((records) => hasPage(live, records))
    .map((records) => ({ from: pageUrlOf(live, records), to: pageUrlOf(next, records) }))
    .filter(({ from, to }) => from !== to)
  return reply
}

const write = (base: Base, data: Record<string, unknown>) =>
  base.payload.update({
    collection: 'templates',
    data,
    depth: 0,
    id: base.id,
    ...accessAs(base.user),
  }) as Promise<Template>

/**
 * A template's draft: its URL pattern, content and panels changed without changing its live pages,
 * until published (the collection checks a draft as it checks the live fields, through every door).
 */
export const templateDrafts = {
  get: async (base: Base): Promise<TemplateDraftReply> =>
    draftReply(base.payload, await templateService.find(base)),

  /** Merges the given fields over the draft; those equal to the live ones are no change. */
  save: async ({ input, ...base }: Base & { input: TemplateDraftInput }) => {
    const template = await templateService.find(base)
    const values: Stored = { ...storedDraft(template)?.values }
    for (const [api, name] of FIELDS) {
      const given = input[api]
      if (given === undefined) continue
      const value = given === '' ? null : given
      if (value === liveValue(template, name)) delete values[name]
      else Object.assign(values, { [name]: value })
    }
    const draft = Object.keys(values).length ? { values } : null
    return draftReply(base.payload, await write(base, { draft }))
  },

  discard: async (base: Base): Promise<TemplateReply> => {
    const template = await templateService.find(base)
    if (!storedDraft(template)) throw conflict(NO_DRAFT)
    await write(base, { draft: null })
    return templateService.get(base)
  },

  /** The draft's fields become the live template's (checked as any update); its pages change at once. */
  publish: async (base: Base): Promise<TemplateReply> => {
    const template = await templateService.find(base)
    const stored = storedDraft(template)
    if (!stored) throw conflict(NO_DRAFT)
    await write(base, { ...stored.values, draft: null })
    return templateService.get(base)
  },

  /**
   * A signed link to the template's working copy drawn for one of its records (the first of its
   * pages by default) on the tenant's domain, valid an hour.
   */
  previewLink: async ({
    host,
    recordId,
    ...base
  }: Base & { host?: string; recordId?: string }): Promise<PreviewLinkReply> => {
    const template = await templateService.find(base)
    const datasetId = refId(template.dataset)
    if (!datasetId) throw conflict('This template has no dataset, so no page to preview')
    let record: string | undefined
    if (recordId) {
      const found = await base.payload.findByID({
        collection: 'dataset-records',
        depth: 0,
        disableErrors: true,
        id: recordId,
        select: { dataset: true },
        ...accessAs(base.user),
      })
      if (!found || refId(found.dataset) !== datasetId) throw notFound('Record not found')
      record = recordId
    } else {
      record = (await liveRecordsInOrder(base.payload, datasetId, 0, 1))[0]?.id
      record ??= (
        await base.payload.find({
          collection: 'dataset-records',
          depth: 0,
          limit: 1,
          select: {},
          sort: 'createdAt',
          where: { dataset: { equals: datasetId } },
          ...accessAs(base.user),
        })
      ).docs[0]?.id as string | undefined
      if (!record) throw conflict("This template's dataset has no records to preview")
    }
    return signedPreviewLink({
      grant: { recordId: record, templateId: base.id },
      host,
      missing: 'Template not found',
      payload: base.payload,
      tenantId: refId(template.tenant),
      user: base.user,
    })
  },
}
