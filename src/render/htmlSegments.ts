/**
 * Where each part of a template's HTML sits, so a value placed there can be encoded for that place:
 * page text, the inside of a start tag (attribute names), or an attribute's value. A small tokenizer
 * after the HTML standard's (tags, quoted and unquoted values, comments and bogus comments, raw-text
 * elements); it never fails, whatever the input: anything it does not recognise as markup is text.
 * Comments stay inside the text around them (a placeholder there is filled as text), so a text segment
 * holds a '<' only in a comment, in raw text or where the '<' starts no tag.
 */

export type Segment =
  | { kind: 'text'; start: number; end: number }
  /** Inside a start or end tag, outside any attribute value: a value here would become attribute names. */
  | { kind: 'tag'; start: number; end: number }
  /** An attribute's value, without its quotes; `attribute` is lower-cased. */
  | { kind: 'value'; start: number; end: number; attribute: string; quote: '"' | "'" | '' }

// Elements whose content is raw text up to their end tag: a '<' inside is not a tag (noscript too:
// browsers run with scripting on, and parse it so).
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
])

const isSpace = (ch: string | undefined) =>
  ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\f'
const isLetter = (ch: string | undefined) => !!ch && /[a-z]/i.test(ch)

/** Where a comment opened at `lt` ends, as browsers end it: `<!-->` and `<!--->` are whole comments, and `--!>` closes one too. */
const commentEnd = (html: string, lt: number): number => {
  if (html.startsWith('>', lt + 4)) return lt + 5
  if (html.startsWith('->', lt + 4)) return lt + 6
  const close = html.slice(lt + 4).search(/--!?>/)
  if (close === -1) return html.length
  return lt + 4 + close + (html[lt + 4 + close + 2] === '!' ? 4 : 3)
}

const isBogusComment = (html: string, lt: number) => {
  const next = html[lt + 1]
  if (next === '!' || next === '?') return true
  return next === '/' && lt + 2 < html.length && !isLetter(html[lt + 2])
}

export const htmlSegments = (html: string): Segment[] => {
  const segments: Segment[] = []
  const n = html.length
  let textStart = 0
  let i = 0

  const push = (segment: Segment) => {
    if (segment.end > segment.start) segments.push(segment)
  }
  const endText = (at: number) => push({ kind: 'text', start: textStart, end: at })

  /** A start or end tag from its '<'; returns the index after its '>' and the tag's name. */
  const readTag = (from: number, closing: boolean): [number, string] => {
    let j = from + (closing ? 2 : 1)
    const nameStart = j
    while (j < n && !isSpace(html[j]) && html[j] !== '/' && html[j] !== '>') j++
    const name = html.slice(nameStart, j).toLowerCase()
    let tagStart = from
    while (j < n && html[j] !== '>') {
      if (isSpace(html[j]) || html[j] === '/') {
        j++
        continue
      }
      // Attribute name ('=' as its first character belongs to the name, as in the standard).
      const attrStart = j
      j++
      while (j < n && !isSpace(html[j]) && html[j] !== '/' && html[j] !== '>' && html[j] !== '=')
        j++
      const attribute = html.slice(attrStart, j).toLowerCase()
      let k = j
      while (k < n && isSpace(html[k])) k++
      if (html[k] !== '=') continue
      k++
      while (k < n && isSpace(html[k])) k++
      const quote = html[k] === '"' || html[k] === "'" ? (html[k] as '"' | "'") : ''
      const valueStart = quote ? k + 1 : k
      let valueEnd = valueStart
      if (quote) {
        valueEnd = html.indexOf(quote, valueStart)
        if (valueEnd === -1) valueEnd = n
      } else {
        while (valueEnd < n && !isSpace(html[valueEnd]) && html[valueEnd] !== '>') valueEnd++
      }
      push({ kind: 'tag', start: tagStart, end: valueStart })
      push({ kind: 'value', start: valueStart, end: valueEnd, attribute, quote })
      tagStart = valueEnd
      j = quote && valueEnd < n ? valueEnd + 1 : valueEnd
    }
    const end = Math.min(n, j + 1)
    push({ kind: 'tag', start: tagStart, end })
    return [end, name]
  }

  while (i < n) {
    const lt = html.indexOf('<', i)
    if (lt === -1) break
    if (html.startsWith('<!--', lt)) {
      i = commentEnd(html, lt)
      continue
    }
    const closing = html[lt + 1] === '/'
    if (isBogusComment(html, lt)) {
      // `<!x`, `<?x` and `</1`: a comment up to the next '>', as browsers read it.
      const gt = html.indexOf('>', lt + 2)
      i = gt === -1 ? n : gt + 1
      continue
    }
    if (!isLetter(html[closing ? lt + 2 : lt + 1])) {
      i = lt + 1
      continue
    }
    endText(lt)
    const [after, name] = readTag(lt, closing)
    i = textStart = after
    if (!closing && RAW_TEXT.has(name)) {
      // The raw text is text: up to the element's end tag, which the loop then reads as a tag (`</stylex`
      // ends nothing: the name must be followed by a space, `/` or `>`).
      if (name === 'plaintext') {
        i = n
        continue
      }
      const endTag = new RegExp(`</${name}(?=[\\t\\n\\f\\r />])`, 'ig')
      endTag.lastIndex = after
      i = endTag.exec(html)?.index ?? n
    }
  }
  endText(n)
  return segments
}
