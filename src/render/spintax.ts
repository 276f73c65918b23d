import { hash32 } from './hash'

// The innermost group: `{a|b|c}` with no braces inside and at least one `|`. `{field}` without a bar is
// left alone, so URL-pattern-like text in panels survives.
export const GROUP = /\{([^{}|]*(?:\|[^{}]*)+)\}/

// Past this many groups a text is left as it is (a guard against pathological input).
const MAX_GROUPS = 1000

/** How many groups have been resolved so far in one text: the runs of an HTML text share it. */
export type SpinCounter = { n: number }

/**
 * Resolves the groups of one run of text, numbering them on from `counter`. Each choice depends only
 * on the seed, the group's number and its text, so the runs of an HTML text (src/render/spinHtml.ts)
 * resolved in order with one counter choose what `spin` chose on the whole text.
 */
export const spinRun = (text: string, seed: string, counter: SpinCounter): string => {
  let out = text
  while (counter.n < MAX_GROUPS) {
    const match = GROUP.exec(out)
    if (!match) break
    const options = match[1].split('|')
    const choice = options[hash32(`${seed}#${counter.n}#${match[1]}`) % options.length]
    counter.n++
    out = out.slice(0, match.index) + choice + out.slice(match.index + match[0].length)
  }
  return out
}

/**
 * Resolves `{option1|option2|option3}` (nested groups too) in plain text with a choice that depends
 * only on the seed (the page's path) and the group's position: the same page always shows the same
 * text, also after a restart or on another instance, without storing anything. Plain text only (a
 * title, a meta description, escaped afterwards): for HTML use spinHtml, which never resolves a group
 * across markup.
 */
export const spin = (text: string, seed: string): string => spinRun(text, seed, { n: 0 })

/**
 * Every text `spin` could give, or null when there are more than `max` (a check on all of them would
 * then be too costly, and the caller should refuse the text).
 */
export const spinVariants = (text: string, max = 64): string[] | null => {
  const match = GROUP.exec(text)
  if (!match) return [text]
  const variants: string[] = []
  for (const option of match[1].split('|')) {
    const rest = spinVariants(
      text.slice(0, match.index) + option + text.slice(match.index + match[0].length),
      max - variants.length,
    )
    if (!rest || variants.length + rest.length > max) return null
    variants.push(...rest)
  }
  return variants
}
