import { renderContent, spinTemplateBody } from '../../../render/renderContent'
import { buildUrl } from '../../../render/urlPattern'
import { isoDate } from '../../../data/isoDate'
import { keyValue } from '../../../data/recordKeys/keyValue'
import { htmlToText, truncateText } from './htmlText'
import type { TemplateModel } from './templateModel'
import type { RecordData } from '../../../data/public/recordRows'
import type { RelatedLink, TemplateCard } from '../types'

// What every generated page of a template is made of, wherever it is listed: its identifiers (the
// records' values for the URL placeholders), URL, title and stable id.

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value)

/** The records' values for the pattern's placeholders, in placeholder order. */
export const identifiersOf = (model: TemplateModel, records: RecordData[]): string[] =>
  model.pattern.fields.map((field, i) => text(records[model.slotOf[i]]?.data[field]).trim())

/** The slugs of those values (src/render/valueSlug.ts): what the page's URL is made of. */
const slugsOf = (model: TemplateModel, records: RecordData[]): (string | null)[] =>
  model.pattern.fields.map((field, i) => keyValue(records[model.slotOf[i]]?.data[field]))

/** Every placeholder has a value with a slug: a record without one has no page. */
export const hasPage = (model: TemplateModel, records: RecordData[]) =>
  slugsOf(model, records).every((slug) => slug !== null)

/**
 * The page's one URL: the pattern filled with the values' slugs (`/instrument/grand-harp`). Every
 * link, card, catalog, related page and sitemap entry uses it; any other form of it answers 301 here.
 */
export const pageUrlOf = (model: TemplateModel, records: RecordData[]): string =>
  buildUrl(
    model.urlPattern,
    slugsOf(model, records).map((slug) => slug ?? ''),
  )

const H1 = /<h1[^>]*>([\s\S]*?)<\/h1>/i

/**
 * The template's first <h1> as its page shows it: with spintax, the H1 spun with the rest of the body
 * for the page's URL (a group's choice depends on its place in the body), so lists and the page agree.
 */
const titleTemplateOf = (model: TemplateModel, records: RecordData[]): string =>
  model.titleTemplate?.includes('|')
    ? (H1.exec(spinTemplateBody(model.content, pageUrlOf(model, records)))?.[1] ?? '')
    : (model.titleTemplate ?? '')

/**
 * A generated page's title, the same wherever the page is listed: the template's first <h1> filled
 * with the records' values ('Keyboard vs Piano'); without one, each record's primary value (else its
 * identifiers), joined with ' vs ' for comparisons.
 */
export const pageTitle = (model: TemplateModel, records: RecordData[]): string => {
  if (model.titleTemplate) {
    const data = records.map((r) => r.data)
    const title = htmlToText(
      renderContent({
        content: titleTemplateOf(model, records),
        fields: model.fields,
        records: data,
        seed: '',
        unknown: 'remove',
      }),
    )
    if (title) return title
  }
  const identifiers = identifiersOf(model, records)
  return records
    .map((record, slot) => {
      const primary = model.primaryField ? text(record.data[model.primaryField]).trim() : ''
      return primary || identifiers.filter((_, i) => model.slotOf[i] === slot).join(' ')
    })
    .join(' vs ')
}

/**
 * The spec's currentPageId: the template id and the identifiers (in their indexed form, the slug),
 * each URL-encoded and joined with ':', so the same page always has the same id.
 */
export const pageIdOf = (templateId: string, identifiers: string[]): string =>
  [templateId, ...identifiers.map((v) => encodeURIComponent(keyValue(v) ?? v))].join(':')

/** The identifiers in a currentPageId of this template, or null when it is not one. */
export const parsePageId = (templateId: string, pageId: string): string[] | null => {
  const [first, ...rest] = pageId.split(':')
  if (first !== templateId || !rest.length) return null
  try {
    return rest.map((part) => decodeURIComponent(part))
  } catch {
    return null
  }
}

export const toCard = (model: TemplateModel, records: RecordData[]): TemplateCard => {
  const identifiers = identifiersOf(model, records)
  return {
    title: pageTitle(model, records),
    identifiers,
    url: pageUrlOf(model, records),
  }
}

// A short description for related links, when the dataset has a field that reads like one.
const DESCRIPTION_FIELDS = ['description', 'summary', 'excerpt']

export const toRelatedLink = (model: TemplateModel, records: RecordData[]): RelatedLink => {
  const card = toCard(model, records)
  const last = records[records.length - 1]
  const field = DESCRIPTION_FIELDS.find(
    (name) => typeof last.data[name] === 'string' && (last.data[name] as string).trim(),
  )
  return {
    id: pageIdOf(model.id, card.identifiers),
    title: card.title,
    description: field ? truncateText(htmlToText(last.data[field] as string)) : null,
    liveDate: isoDate(last.liveDate),
    url: card.url,
  }
}
