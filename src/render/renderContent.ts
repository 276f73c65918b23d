import { boundedCache } from '../cache/boundedCache'
import { escapeHtml } from './escapeHtml'
import { htmlSegments } from './htmlSegments'
import type { Segment } from './htmlSegments'
import { isSafeAttributeValue } from './safeUrl'
import { spinHtml } from './spinHtml'

export type RenderSnippet = { tag: string; content: string }

export type RenderArgs = {
  /** HTML written by an admin (trusted) or an editor (sanitized when saved) with #field#, #field[n]# and #tag# placeholders. */
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

/** Event handlers and srcdoc hold code or a whole document: nothing from a record or snippet goes there. */
const isCodeAttribute = (attribute: string) => attribute.startsWith('on') || attribute === 'srcdoc'

const formatValue = (value: unknown): string => {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'object') return escapeHtml(JSON.stringify(value))
  return escapeHtml(value)
}

const QUOTES: Record<string, string> = { '"': '&quot;', "'": '&#39;' }

/** In a quoted value: a snippet's quotes must not end the value (record values are escaped already). */
const forQuotedValue = (html: string) =>
  html.includes('"') || html.includes("'") ? html.replace(/["']/g, (ch) => QUOTES[ch]) : html

/**
 * In a tag or an unquoted value: whatever would end the value or the tag, or start another attribute,
 * becomes a character reference, so the insert stays one attribute name or one value.
 */
const forTag = (html: string) => html.replace(/[\s"'<>=`/]/g, (ch) => `&#${ch.codePointAt(0)};`)

type Context = { args: RenderArgs; known: Set<string>; snippets: Map<string, string> }

const contextOf = (args: RenderArgs): Context => ({
  args,
  known: new Set(args.fields ?? Object.keys(args.records[0] ?? {})),
  snippets: new Map((args.snippets ?? []).map((s) => [s.tag, s.content])),
})

/** What a placeholder stands for: the escaped record value or the expanded snippet; null when unknown. */
const resolve = (
  { args, known, snippets }: Context,
  name: string,
  index: string | undefined,
  allowSnippets: boolean,
): string | null => {
  if (index !== undefined) {
    const record = args.records[Number(index) - 1]
    return record && (known.has(name) || name in record) ? formatValue(record[name]) : null
  }
  if (known.has(name) || (args.records[0] && name in args.records[0]))
    return formatValue(args.records[0]?.[name])
  const snippet = allowSnippets ? snippets.get(name) : undefined
  // A snippet may use field placeholders and spintax, but not other snippets (no loops).
  return snippet === undefined
    ? null
    : replacePlaceholders(
        { args, known, snippets },
        spinHtml(snippet, `${args.seed}#${name}`),
        false,
      )
}

/** An unknown placeholder: kept visible in the admin demo, removed on the public site. */
const unknownOf = (context: Context, whole: string) =>
  context.args.unknown === 'keep' ? whole : ''

/** A text run or a part of a tag that holds placeholders, filled and encoded for its place. */
const renderSegment = (
  context: Context,
  text: string,
  segment: Segment,
  allowSnippets: boolean,
): string => {
  if (segment.kind === 'text') {
    return text.replace(
      PLACEHOLDER,
      (whole, name: string, index?: string) =>
        resolve(context, name, index, allowSnippets) ?? unknownOf(context, whole),
    )
  }
  const attribute = segment.kind === 'value' ? segment.attribute : ''
  const encode = segment.kind === 'value' && segment.quote ? forQuotedValue : forTag
  const out = text.replace(PLACEHOLDER, (whole, name: string, index?: string) => {
    const value = resolve(context, name, index, allowSnippets)
    if (value === null) return unknownOf(context, whole)
    return isCodeAttribute(attribute) ? '' : encode(value)
  })
  // Checked on the whole value: `java#x#` or `#scheme#:#rest#` must not add up to a script link.
  const safe = isSafeAttributeValue(attribute, out) ? out : ''
  // An unquoted value left empty would take the next attribute as its value (`alt= src="x`): quoted.
  return segment.kind === 'value' && !segment.quote && !safe ? '""' : safe
}

/**
 * The content cut for rendering: fixed HTML, runs of text with placeholders (page text; any markup in
 * such a run holds none), and the tag parts and attribute values that hold a placeholder.
 */
type Plan = (string | { text: string; segment: Segment })[]

const HAS_PLACEHOLDER = /#[A-Za-z0-9_-]+(?:\[\d+\])?#/
// A template's content is the same string for each of its pages: it is cut once. Bounded in count and size.
const plans = boundedCache<Plan>({
  maxEntries: 500,
  maxSize: 4_000_000,
  sizeOf: (_plan, html) => html.length,
})

const TEXT: Segment = { kind: 'text', start: 0, end: 0 }

const planOf = (html: string): Plan => {
  const known = plans.get(html)
  if (known) return known
  const plan: Plan = []
  let run = ''
  const endRun = () => {
    if (run) plan.push(HAS_PLACEHOLDER.test(run) ? { segment: TEXT, text: run } : run)
    run = ''
  }
  for (const segment of htmlSegments(html)) {
    const text = html.slice(segment.start, segment.end)
    if (segment.kind === 'text' || !HAS_PLACEHOLDER.test(text)) {
      run += text
      continue
    }
    endRun()
    plan.push({ segment, text })
  }
  endRun()
  plans.set(html, plan)
  return plan
}

const replacePlaceholders = (context: Context, html: string, allowSnippets: boolean): string => {
  if (!HAS_PLACEHOLDER.test(html)) return html
  if (!html.includes('<')) return renderSegment(context, html, TEXT, allowSnippets)
  let out = ''
  for (const part of planOf(html))
    out +=
      typeof part === 'string'
        ? part
        : renderSegment(context, part.text, part.segment, allowSnippets)
  return out
}

/**
 * Fills a template's content: `#field#` from the first matched record, `#field[n]#` from the n-th,
 * `#tag#` with the tenant's active snippet. Each insert is encoded for where it lands: record values are
 * HTML-escaped; in a link or source attribute (href, src, srcset, action, ...) the whole value must keep
 * a safe scheme (http, https, mailto, tel or none) or it renders empty; event handlers and srcdoc get
 * nothing; inside a tag or an unquoted value an insert cannot start another attribute. Record values
 * are inserted once and never re-scanned, so a value cannot smuggle in a placeholder.
 */
export const renderContent = (args: RenderArgs): string =>
  replacePlaceholders(contextOf(args), args.content, true)

/**
 * A template's body on one of its pages: spintax first, resolved as in panels with the page's seed so a
 * page shows the same text on every request (its H1, title and description with it), then the
 * placeholders. Record values come in after spinning, so a value's own braces and bars stay as written.
 */
export const renderTemplateBody = (args: RenderArgs): string =>
  replacePlaceholders(contextOf(args), spinTemplateBody(args.content, args.seed), true)

/** The template body's spintax resolved for a page (seed: its path), before its placeholders. */
export const spinTemplateBody = (content: string, seed: string): string =>
  spinHtml(content, `${seed}#body`)

/**
 * A panel: spintax first (stable per page, resolved only inside text and attribute values, see
 * spinHtml), then the same placeholders as the page.
 */
export const renderPanel = (args: RenderArgs): string =>
  replacePlaceholders(contextOf(args), spinHtml(args.content, `${args.seed}#panel`), true)
