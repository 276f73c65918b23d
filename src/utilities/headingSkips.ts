/** A heading of markdown content that comes more than one level below the heading before it. */
export type HeadingSkip = { from: number; text: string; to: number }

const ATX_HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$/

/**
 * The headings of markdown `content` that skip a level (an h2 followed by an h4), in order: a screen
 * reader user moving by headings loses the outline there (WCAG 1.3.1). The page title is the h1, so the
 * content starts at level 2 at most. Fenced code is not content.
 */
export const headingSkips = (content: string): HeadingSkip[] => {
  const skips: HeadingSkip[] = []
  let previous = 1
  let fenced = false
  for (const line of content.split('\n')) {
    if (/^ {0,3}(```|~~~)/.test(line)) fenced = !fenced
    const match = fenced ? null : ATX_HEADING.exec(line)
    if (!match) continue
    const level = match[1]!.length
    if (level > previous + 1) skips.push({ from: previous, text: match[2] ?? '', to: level })
    previous = level
  }
  return skips
}
