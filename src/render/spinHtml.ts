import { boundedCache } from '../cache/boundedCache'
import { htmlSegments } from './htmlSegments'
import { isSafeAttributeValue } from './safeUrl'
import { GROUP, spinRun } from './spintax'
import type { SpinCounter } from './spintax'

/**
 * Spintax in HTML, resolved so that it can never change the markup. A group is resolved only when it
 * lies wholly inside one run of page text that holds no '<' (no tag, comment or stray '<') or inside
 * one attribute value; any other group (one that spans a tag, an attribute's quotes or a comment, or
 * sits among a tag's attribute names) is left exactly as written. Why this is enough: resolving a
 * group only deletes characters (its braces, its bars and the options not chosen), so what a run
 * becomes is made of that run's own characters, in order. Text without '<' stays text whatever is
 * deleted from it; a quoted value cannot gain its closing quote; an unquoted value cannot gain a
 * space or '>' (an empty one is written as `""`, else it would take the next attribute as its value).
 * So the tags, attributes and their order are those of the HTML as stored: HTML the editor sanitizer
 * kept (src/html/sanitizeEditorHtml.ts) stays HTML it would keep (src/render/spinHtml.property.spec.ts
 * renders thousands of hostile cases through renderContent to check it). A link or source whose value
 * held a group must still have a safe scheme once resolved, else it renders empty.
 */

/** A run spintax may resolve: page text, or one attribute's value (its name lower-cased, its quote). */
type Run = { text: string; attribute?: string; quote?: string }
type Piece = string | Run

// A panel or snippet is the same string on every page: it is cut once. Bounded in count and size.
const plans = boundedCache<Piece[]>({
  maxEntries: 500,
  maxSize: 4_000_000,
  sizeOf: (_plan, html) => html.length,
})

const planOf = (html: string): Piece[] => {
  const known = plans.get(html)
  if (known) return known
  const plan: Piece[] = []
  let fixed = ''
  for (const segment of htmlSegments(html)) {
    const text = html.slice(segment.start, segment.end)
    const run: Run | null =
      !text.includes('|') || !GROUP.test(text)
        ? null
        : segment.kind === 'text' && !text.includes('<')
          ? { text }
          : segment.kind === 'value'
            ? { attribute: segment.attribute, quote: segment.quote, text }
            : null
    if (!run) {
      fixed += text
      continue
    }
    if (fixed) plan.push(fixed)
    fixed = ''
    plan.push(run)
  }
  if (fixed) plan.push(fixed)
  plans.set(html, plan)
  return plan
}

const resolveRun = (run: Run, seed: string, counter: SpinCounter): string => {
  const out = spinRun(run.text, seed, counter)
  if (run.attribute === undefined) return out
  const safe = out === run.text || isSafeAttributeValue(run.attribute, out) ? out : ''
  return run.quote || safe ? safe : '""'
}

/**
 * `html` with its spintax resolved for `seed` (the page's path): stable per page, and for groups inside
 * text and attribute values the same choices `spin` makes on the whole text.
 */
export const spinHtml = (html: string, seed: string): string => {
  if (!html.includes('|')) return html
  const counter: SpinCounter = { n: 0 }
  let out = ''
  for (const piece of planOf(html))
    out += typeof piece === 'string' ? piece : resolveRun(piece, seed, counter)
  return out
}

/** Each group of one run blanked out (same length), innermost first, so what is left can be searched. */
const blankRun = (text: string): string => {
  let out = text
  for (let match = GROUP.exec(out); match; match = GROUP.exec(out))
    out =
      out.slice(0, match.index) +
      ' '.repeat(match[0].length) +
      out.slice(match.index + match[0].length)
  return out
}

/**
 * The first spintax group of `html` that spinHtml leaves as written (it spans markup, or sits where
 * groups are not resolved), as written; null when every group is resolved.
 */
export const unresolvedGroup = (html: string): string | null => {
  if (!html.includes('|')) return null
  const blanked = planOf(html)
    .map((piece) => (typeof piece === 'string' ? piece : blankRun(piece.text)))
    .join('')
  const match = GROUP.exec(blanked)
  return match ? html.slice(match.index, match.index + match[0].length) : null
}
