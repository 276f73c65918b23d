import { plural } from '../../../lib/format'

/**
 * The manual list as the server reads it (docs/api/ai.md): one item per line, trimmed, empty lines
 * dropped, and duplicates (ignoring case) removed before anything is sent to the AI.
 */
export const parseInputList = (
  text: string | string[],
): { duplicates: number; items: string[] } => {
  const lines = (Array.isArray(text) ? text : text.split(/\r?\n/))
    .map((line) => line.trim())
    .filter((line) => line !== '')
  const seen = new Set<string>()
  const items: string[] = []
  for (const line of lines) {
    const key = line.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    items.push(line)
  }
  return { duplicates: lines.length - items.length, items }
}

/** '3 items', '3 items (1 duplicate removed)'. */
export const describeInputList = ({
  duplicates,
  items,
}: {
  duplicates: number
  items: string[]
}) =>
  duplicates > 0
    ? `${plural(items.length, 'item', 'items')} (${plural(duplicates, 'duplicate', 'duplicates')} removed)`
    : plural(items.length, 'item', 'items')
