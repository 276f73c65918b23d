import type { Payload } from 'payload'

import { renderTemplateBody } from '../../../render/renderContent'
import { matchUrlPatternAll } from '../../../render/urlPattern'
import { isoDate } from '../../../data/isoDate'
import { firstHeading, htmlToText, truncateText } from './htmlText'
import { renderPanels } from '../layout/renderPanels'
import { activePanels } from '../layout/activePanels'
import { activeSnippets } from '../layout/activeSnippets'
import type { TemplateModel } from './templateModel'
import { matchRecords } from './templateRecords'
import type { RecordData } from '../../../data/public/recordRows'
import { identifiersOf, pageIdOf, pageTitle, pageUrlOf } from './pageOfRecords'
import { relatedTemplatePages } from './relatedTemplatePages'
import type { TemplatePageView } from '../types'

type MatchArgs = { live: boolean; models: TemplateModel[]; path: string; payload: Payload }

/**
 * The first template whose pattern matches the path and whose records all exist (live ones only
 * for visitors). A pattern that matches but names a missing record lets the next template try; a
 * path that splits several ways (slugs hold hyphens) tries each split, shortest first values first.
 * The answer depends on the dataset's records: reading them records their version as a dependency of
 * the page being rendered (src/data/public/readsDataset.ts).
 */
export const matchTemplate = async ({
  live,
  models,
  path,
  payload,
}: MatchArgs): Promise<{ model: TemplateModel; records: RecordData[] } | null> => {
  for (const model of models) {
    const splits = matchUrlPatternAll(model.pattern, path)
    if (!splits.length || !model.datasetId) continue
    for (const values of splits) {
      const records = await matchRecords({ live, model, payload, values })
      if (records) return { model, records }
    }
  }
  return null
}

/**
 * Where a path made by one of a template's earlier URL patterns lives now: the page of the same
 * records under the template's current pattern (the first template and pattern that find them), or null.
 */
export const movedTemplatePage = async ({
  models,
  path,
  payload,
}: Omit<MatchArgs, 'live'>): Promise<string | null> => {
  for (const model of models) {
    if (!model.former.length) continue
    const earlier = model.former.map((parts) => ({ ...model, ...parts }))
    const match = await matchTemplate({ live: true, models: earlier, path, payload })
    if (match) return pageUrlOf(model, match.records)
  }
  return null
}

type RenderArgs = {
  payload: Payload
  tenantId: string
  model: TemplateModel
  records: RecordData[]
  /** 'remove' on the public site; the admin demo keeps unknown placeholders visible. */
  unknown: 'keep' | 'remove'
  withRelated: boolean
}

const newest = (dates: (string | null | undefined)[]) =>
  dates
    .map((d) => isoDate(d))
    .filter((d): d is string => !!d)
    .sort()
    .pop() ?? new Date(0).toISOString()

/**
 * A generated page: the template's content and panels filled from its records (values escaped,
 * admin HTML trusted), with spintax in both seeded by the page's canonical path so every visit, instance
 * and restart shows the same text.
 */
export const renderTemplatePage = async ({
  model,
  payload,
  records,
  tenantId,
  unknown,
  withRelated,
}: RenderArgs): Promise<TemplatePageView> => {
  const identifiers = identifiersOf(model, records)
  const canonicalPath = pageUrlOf(model, records)
  const data = records.map((r) => r.data)
  const [snippets, panels, related] = await Promise.all([
    activeSnippets(payload, tenantId),
    activePanels(payload, tenantId),
    withRelated && model.showRelatedPages
      ? relatedTemplatePages({ current: records, limit: model.relatedPagesCount, model, payload })
      : [],
  ])
  const base = { fields: model.fields, records: data, seed: canonicalPath, snippets, unknown }
  const html = renderTemplateBody({ ...base, content: model.content })
  return {
    templateId: model.id,
    title: firstHeading(html) ?? pageTitle(model, records),
    html,
    panels: renderPanels({ ...base, panelIds: model.panelIds, panels }),
    identifiers,
    currentPageId: pageIdOf(model.id, identifiers),
    showRelatedPages: model.showRelatedPages,
    relatedPagesTitle: model.relatedPagesTitle,
    relatedPages: related,
    updatedAt: newest([model.updatedAt, ...records.map((r) => r.updatedAt)]),
    description: truncateText(htmlToText(html)),
    canonicalPath,
  }
}
