import type { CollectionBeforeChangeHook } from 'payload'

/** How many earlier URL patterns a template keeps answering 301 for. */
const FORMER_PATTERNS_KEPT = 20

/**
 * A template's earlier URL patterns, newest first, kept by the server whatever a write sends: when the
 * pattern changes, the old one joins them, so its pages' old URLs answer 301 to the new ones
 * (src/services/public/routing/resolveRoute.ts). A pattern taken up again leaves the list.
 */
export const rememberFormerPatterns: CollectionBeforeChangeHook = ({
  data,
  operation,
  originalDoc,
}) => {
  const kept = Array.isArray(originalDoc?.formerUrlPatterns)
    ? (originalDoc.formerUrlPatterns as unknown[]).filter((p): p is string => typeof p === 'string')
    : []
  const previous =
    operation === 'update' ? (originalDoc?.urlPattern as string | undefined) : undefined
  const next = (data.urlPattern as string | undefined) ?? previous
  const former =
    previous && next && previous !== next ? [previous, ...kept.filter((p) => p !== previous)] : kept
  return {
    ...data,
    formerUrlPatterns: former.filter((p) => p !== next).slice(0, FORMER_PATTERNS_KEPT),
  }
}
