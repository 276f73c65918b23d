import type { Payload } from 'payload'

import { RELATED_PAGES_TITLE } from '../../../schemas/templates'
import type { Template } from '../../../payload-types'
import { valueSlug } from '../../../render/valueSlug'
import type { CompiledPattern } from '../../../render/urlPattern'
import { compileUrlPattern, normalizePath } from '../../../render/urlPattern'
import { refId } from '../../../utilities/refId'
import { cachedForTenant } from '../tenants/tenantCache'

export type PanelIds = {
  top: string | null
  bottom: string | null
  left: string | null
  right: string | null
}

/** A template as the public side uses it: its pattern compiled, its dataset's field names at hand. */
export type TemplateModel = {
  id: string
  tenantId: string
  name: string
  /** The name slugified with the URL rule of record values (else the id): /template-catalog/{slug}. */
  slug: string
  status: string
  datasetId: string | null
  content: string
  urlPattern: string
  pattern: CompiledPattern
  /** For each placeholder of the pattern, which matched record fills it (see slotsOf). */
  slotOf: number[]
  /** How many records one page shows: 1 for /instrument/{name}, 2 for /compare/{name}-vs-{name}. */
  slots: number
  /** The template's earlier URL patterns, newest first: their URLs answer 301 to the pages' new ones. */
  former: PatternParts[]
  indexUrl: string | null
  showRelatedPages: boolean
  relatedPagesCount: number
  relatedPagesTitle: string
  panelIds: PanelIds
  fields: string[]
  primaryField: string | null
  /** The inner HTML of the content's first <h1>: a generated page's title, once filled. */
  titleTemplate: string | null
  updatedAt: string
  doc: Template
}

/**
 * A repeated placeholder names another record: in `/compare/{name}-vs-{name}` the first {name} is
 * record 1 and the second record 2. Different placeholders (`/{brand}/{model}`) describe one record.
 */
const slotsOf = (fields: string[]): number[] => {
  const seen = new Map<string, number>()
  return fields.map((field) => {
    const n = seen.get(field) ?? 0
    seen.set(field, n + 1)
    return n
  })
}

/** A URL pattern compiled, with which record fills each placeholder. */
type PatternParts = Pick<TemplateModel, 'urlPattern' | 'pattern' | 'slotOf' | 'slots'>

const patternParts = (urlPattern: string): PatternParts => {
  const pattern = compileUrlPattern(urlPattern)
  const slotOf = slotsOf(pattern.fields)
  return { urlPattern, pattern, slotOf, slots: slotOf.length ? Math.max(...slotOf) + 1 : 0 }
}

/** The earlier patterns kept on the template (collections/Templates/hooks/rememberFormerPatterns.ts). */
const formerParts = (template: Template): PatternParts[] => {
  const kept = Array.isArray(template.formerUrlPatterns) ? template.formerUrlPatterns : []
  return kept.flatMap((urlPattern) => {
    if (typeof urlPattern !== 'string') return []
    try {
      return [patternParts(urlPattern)]
    } catch {
      return []
    }
  })
}

type FieldRow = { dataset: string; name: string; isPrimary: boolean }

const toModel = (template: Template, fields: FieldRow[]): TemplateModel => {
  const datasetId = refId(template.dataset)
  const own = fields.filter((f) => f.dataset === datasetId)
  return {
    id: String(template.id),
    tenantId: refId(template.tenant) ?? '',
    name: template.name,
    slug: valueSlug(template.name) ?? String(template.id),
    status: template.status ?? 'draft',
    datasetId,
    content: template.content ?? '',
    ...patternParts(template.urlPattern),
    former: formerParts(template),
    indexUrl: template.indexUrl?.trim() ? normalizePath(template.indexUrl.trim()) : null,
    showRelatedPages: Boolean(template.showRelatedPages),
    relatedPagesCount: template.relatedPagesCount ?? 3,
    relatedPagesTitle: template.relatedPagesTitle || RELATED_PAGES_TITLE,
    panelIds: {
      top: refId(template.topPanel),
      bottom: refId(template.bottomPanel),
      left: refId(template.leftPanel),
      right: refId(template.rightPanel),
    },
    fields: own.map((f) => f.name),
    primaryField: own.find((f) => f.isPrimary)?.name ?? null,
    titleTemplate: /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(template.content ?? '')?.[1] ?? null,
    updatedAt: template.updatedAt,
    doc: template,
  }
}

/** The fields of these datasets, in their order: what a model names its placeholders by. */
const fieldRows = async (payload: Payload, datasetIds: string[]): Promise<FieldRow[]> =>
  datasetIds.length
    ? (
        await payload.find({
          collection: 'dataset-fields',
          depth: 0,
          pagination: false,
          select: { dataset: true, isPrimary: true, name: true },
          sort: ['order', 'createdAt'],
          where: { dataset: { in: datasetIds } },
        })
      ).docs.map((f) => ({
        dataset: refId(f.dataset) as string,
        name: f.name,
        isPrimary: Boolean(f.isPrimary),
      }))
    : []

/** Templates of a tenant (oldest first, so the first one made wins a path two patterns match). */
export const loadTemplates = async (
  payload: Payload,
  tenantId: string,
  activeOnly: boolean,
): Promise<TemplateModel[]> => {
  const { docs } = await payload.find({
    collection: 'templates',
    depth: 0,
    pagination: false,
    sort: 'createdAt',
    where: {
      and: [
        { tenant: { equals: tenantId } },
        ...(activeOnly ? [{ status: { equals: 'active' } }] : []),
      ],
    },
  })
  const named = [...new Set(docs.map((t) => refId(t.dataset)).filter((id): id is string => !!id))]
  // A dataset in the trash is not found (the Local API leaves it out): its templates make no pages.
  const datasetIds = named.length
    ? (
        await payload.find({
          collection: 'datasets',
          depth: 0,
          pagination: false,
          select: {},
          where: { id: { in: named } },
        })
      ).docs.map((dataset) => String(dataset.id))
    : []
  const fields = await fieldRows(payload, datasetIds)
  const kept = new Set(datasetIds)
  return docs
    .filter((template) => !refId(template.dataset) || kept.has(refId(template.dataset) as string))
    .map((template) => toModel(template, fields))
}

/** One template as a model (whatever its status), its dataset's fields read now: drafts and previews. */
export const templateModelOf = async (payload: Payload, template: Template) => {
  const datasetId = refId(template.dataset)
  return toModel(template, await fieldRows(payload, datasetId ? [datasetId] : []))
}

/** The tenant's active templates, cached until its content changes. */
export const activeTemplates = (payload: Payload, tenantId: string): Promise<TemplateModel[]> =>
  cachedForTenant({
    load: () => loadTemplates(payload, tenantId, true),
    name: 'templates',
    payload,
    versionKey: tenantId,
  })
