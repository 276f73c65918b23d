import { hash32 } from './hash'

// The innermost group: `{a|b|c}` with no braces inside and at least one `|`. `{field}` without a bar is
// left alone, so URL-pattern-like text in panels survives.
const GROUP = /\{([^{}|]*(?:\|[^{}]*)+)\}/

/**
 * Resolves `{option1|option2|option3}` (nested groups too) with a choice that depends only on the seed
 * (the page's path) and the group's position: the same page always shows the same text, also after a
 * restart or on another instance, without storing anything.
 */
export const spin = (text: string, seed: string): string => {
  let out = text
  for (let n = 0; n < 1000; n++) {
    const match = GROUP.exec(out)
    if (!match) break
    const options = match[1].split('|')
    const choice = options[hash32(`${seed}#${n}#${match[1]}`) % options.length]
    out = out.slice(0, match.index) + choice + out.slice(match.index + match[0].length)
  }
  return out
}

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
