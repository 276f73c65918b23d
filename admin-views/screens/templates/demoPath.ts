import type { TemplateReply } from '../../../src/schemas/templates'

/** What GET /api/render-template/{tenantId}{path}?mode=admin answers (the Template Demo). */
export type TemplateDemoResult = {
  content: string
  identifiers: string[]
  matchedRecords: number
  template: TemplateReply
  title: string
}

/**
 * A path as the user typed it, made safe for the render call: a leading '/', no query or fragment, and
 * each segment percent-encoded once (typed '%20' stays '%20').
 */
export const normaliseDemoPath = (raw: string): string => {
  const clean = raw.trim().split(/[?#]/)[0] ?? ''
  const withSlash = clean.startsWith('/') ? clean : `/${clean}`
  return withSlash
    .split('/')
    .map((segment) => {
      try {
        return encodeURIComponent(decodeURIComponent(segment))
      } catch {
        return encodeURIComponent(segment)
      }
    })
    .join('/')
}

export const demoRenderUrl = (tenantId: string, path: string) =>
  `/api/render-template/${tenantId}${normaliseDemoPath(path)}?mode=admin`
