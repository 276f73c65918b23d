import { escapeHtml } from './escapeHtml'
import { spin } from './spintax'

export type RenderSnippet = { tag: string; content: string }

export type RenderArgs = {
  /** HTML written by an admin (trusted) with #field#, #field[n]# and #tag# placeholders. */
  content: string
  /** The dataset's field names: a known field with no value renders empty, never as unknown. */
  fields?: string[]
  /** The matched records' data, in the order their identifiers appear in the URL. */
  records: Record<string, unknown>[]
  /** Seed for spintax choices: the page's path, so a page always shows the same text. */
  seed: string
  /** The tenant's active snippets. */
  snippets?: RenderSnippet[]
  /** Unknown placeholders: 'keep' them visible (admin demo) or 'remove' them (public site). */
  unknown: 'keep' | 'remove'
}

const PLACEHOLDER = /#([A-Za-z0-9_-]+)(?:\[(\d+)\])?#/g

const formatValue = (value: unknown): string => {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'object') return escapeHtml(JSON.stringify(value))
  return escapeHtml(value)
}

const replacePlaceholders = (args: RenderArgs, text: string, allowSnippets: boolean): string => {
  const known = new Set(args.fields ?? Object.keys(args.records[0] ?? {}))
  const snippets = new Map((args.snippets ?? []).map((s) => [s.tag, s.content]))
  return text.replace(PLACEHOLDER, (whole, name: string, index?: string) => {
    if (index !== undefined) {
      const record = args.records[Number(index) - 1]
      if (record && (known.has(name) || name in record)) return formatValue(record[name])
    } else if (known.has(name) || (args.records[0] && name in args.records[0])) {
      return formatValue(args.records[0]?.[name])
    } else if (allowSnippets && snippets.has(name)) {
      // A snippet may use field placeholders and spintax, but not other snippets (no loops).
      return replacePlaceholders(args, spin(snippets.get(name)!, `${args.seed}#${name}`), false)
    }
    return args.unknown === 'keep' ? whole : ''
  })
}

/**
 * Fills a template's content: `#field#` from the first matched record, `#field[n]#` from the n-th,
 * `#tag#` with the tenant's active snippet. Record values are HTML-escaped; admin HTML is trusted.
 * Record values are inserted once and never re-scanned, so a value cannot smuggle in a placeholder.
 */
export const renderContent = (args: RenderArgs): string =>
  replacePlaceholders(args, args.content, true)

/** A panel: spintax first (stable per page), then the same placeholders as the page. */
export const renderPanel = (args: RenderArgs): string =>
  replacePlaceholders(args, spin(args.content, `${args.seed}#panel`), true)
