const OPEN = new Set(['[', '{'])
const CLOSE = new Set([']', '}'])

/**
 * How deeply the arrays and objects of a JSON text nest, counted on the text itself (no recursion, no
 * parse), stopping as soon as it passes `limit`. Brackets inside strings do not count.
 */
export const jsonDepth = (text: string, limit = Infinity): number => {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (inString) {
      if (ch === '\\') i++
      else if (ch === '"') inString = false
    } else if (ch === '"') inString = true
    else if (OPEN.has(ch)) {
      depth++
      if (depth > deepest) deepest = depth
      if (deepest > limit) return deepest
    } else if (CLOSE.has(ch)) depth--
  }
  return deepest
}
