const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
}

/** Visible text of rendered HTML: tags dropped, the common entities decoded, whitespace collapsed. */
export const htmlToText = (html: string): string =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim()

/** The text of the first <h1>, the natural title of a rendered template page. */
export const firstHeading = (html: string): string | null => {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html)
  const text = match ? htmlToText(match[1]) : ''
  return text || null
}

/** At most `max` characters, cut at a word boundary, with an ellipsis when cut. */
export const truncateText = (text: string, max = 160): string => {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}
