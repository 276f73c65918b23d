/**
 * The manual list as the spec has the dialog treat it: each line trimmed, empty lines dropped, and
 * duplicates (ignoring case) removed, keeping the first spelling.
 */
export const normalizeInputs = (lines: string[]) => {
  const seen = new Set<string>()
  const inputs: string[] = []
  let duplicates = 0
  for (const raw of lines) {
    const line = raw.trim()
    if (line === '') continue
    const key = line.toLowerCase()
    if (seen.has(key)) {
      duplicates++
      continue
    }
    seen.add(key)
    inputs.push(line)
  }
  return { inputs, duplicatesRemoved: duplicates }
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Live dates spread evenly over `weeks` from `start`: item i of n goes live at start + i/n of the
 * period, so the first is live at once and the last just before the period ends. 0 weeks: all at start.
 * Depends only on the request, so a resumed job gives an item the date it would have had.
 */
export const liveDateFor = ({
  count,
  index,
  start,
  weeks,
}: {
  count: number
  index: number
  start: string
  weeks: number
}): string => {
  const span = weeks * 7 * DAY_MS
  return new Date(Date.parse(start) + Math.floor((index * span) / Math.max(count, 1))).toISOString()
}
