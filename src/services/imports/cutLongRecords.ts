import { Transform } from 'node:stream'

/** A row the cutter took out: the lines it spanned, and whether the file ended inside its quotes. */
export type LongRecord = { line: number; lastLine: number; unclosedQuote: boolean }

type Args = {
  /** The file's separator (one byte: `,`, `;` or tab). */
  delimiter: string
  maxBytes: number
  onCut: (record: LongRecord) => void
}

const QUOTE = 0x22
const LF = 0x0a
const CR = 0x0d
const BOM = [0xef, 0xbb, 0xbf]

/**
 * What stands in for a record taken out: one quoted value, a NUL then the record's line breaks but
 * its last, then its last line break as written. The parser counts its lines as the record's (a
 * `\r` whose `\n` follows still makes one line break with it; bare line breaks in its place could
 * merge with a `\r` before them), and isPlaceholder tells the reader to drop it.
 */
const placeholder = (breaks: number, end: number) =>
  Buffer.from(`"\u0000${'\n'.repeat(breaks)}"${end === CR ? '\r' : '\n'}`)

/** Whether a parsed record is what cutLongRecords put in place of a record it took out. */
export const isPlaceholder = (record: string[]) =>
  record.length === 1 && record[0].charCodeAt(0) === 0 && /^\n*$/.test(record[0].slice(1))

/**
 * Takes out of a CSV byte stream every record longer than `maxBytes`, before csv-parse sees it: the
 * parser, given one, gives up on the rest of the file (its `max_record_size` error leaves it unable
 * to find the next record), and without a limit it would hold the record in memory, however long.
 *
 * Records are found as csv-parse finds them (RFC 4180; a `"` opens quotes only at the start of a
 * field, `""` inside quotes is a quote, a `"` closes them only before a separator, a line break or
 * the end, and a line ends at `\r\n`, `\n` or `\r` outside quotes), so a long quoted value, line
 * breaks and all, is one record. A record taken out is replaced by a placeholder of as many lines,
 * so every later row keeps its line number; `onCut` reports it.
 * A record still inside quotes at the end of the file takes the rest of the file with it: its
 * report says so. Only the record being read is held (at most `maxBytes`).
 */
export const cutLongRecords = ({ delimiter, maxBytes, onCut }: Args) => {
  const separator = delimiter.charCodeAt(0)
  // Between chunks: inside quotes, just after a `"` inside them, the byte before (-1: none, the
  // file's start), the line, where the record began, its bytes in earlier chunks, being cut or not.
  let quoted = false
  let quoteSeen = false
  let before = -1
  let line = 1
  let recordLine = 1
  let earlier = 0
  let skipping = false
  let first = true
  // The current record's bytes from earlier chunks, not passed on yet.
  let pending: Buffer[] = []

  /**
   * One chunk, a special byte at a time: only `"`, `\r` and `\n` are looked at (with indexOf), a
   * separator only when it stands before a `"`. Passes on the records it completes, keeps the start
   * of the last one in `pending`, and drops a record once it is over the limit.
   */
  const scan = (chunk: Buffer, parts: Buffer[]) => {
    const length = chunk.length
    const prev = (at: number) => (at > 0 ? chunk[at - 1] : before)
    let from = 0 // the first byte not passed on nor dropped
    let start = 0 // where the current record starts in this chunk (its bytes before: `earlier`)
    let lastEnd = -1
    let i = 0
    // A byte order mark is not part of the first field (csv-parse drops it): the file starts after.
    if (first && chunk[0] === BOM[0] && chunk[1] === BOM[1] && chunk[2] === BOM[2]) i = 3
    const head = first ? i : -1
    first = false
    let nextQuote = -1
    let nextLF = -1
    let nextCR = -1
    const find = (byte: number, at: number) => {
      const found = chunk.indexOf(byte, at)
      return found < 0 ? length : found
    }
    // The line breaks in [at, to): every `\r`, and every `\n` but one right after a `\r`.
    const countBreaks = (at: number, to: number) => {
      if (nextLF < at) nextLF = find(LF, at)
      while (nextLF < to) {
        if (prev(nextLF) !== CR) line += 1
        nextLF = find(LF, nextLF + 1)
      }
      if (nextCR < at) nextCR = find(CR, at)
      while (nextCR < to) {
        line += 1
        nextCR = find(CR, nextCR + 1)
      }
    }
    const overLimit = (at: number) => !skipping && earlier + at - start > maxBytes
    const startSkipping = () => {
      skipping = true
      if (lastEnd > from) parts.push(...pending, chunk.subarray(from, lastEnd))
      pending = []
      lastEnd = -1
    }

    while (i < length) {
      if (quoted) {
        if (quoteSeen) {
          quoteSeen = false
          const b = chunk[i]
          // `""` is a quote; before a separator or a line break the quotes close; before anything
          // else csv-parse reports the row and stays inside them.
          if (b === QUOTE) i += 1
          else if (b === separator || b === LF || b === CR) quoted = false
          continue
        }
        if (nextQuote < i) nextQuote = find(QUOTE, i)
        const to = nextQuote
        countBreaks(i, to)
        if (to < length) quoteSeen = true
        i = to + 1
        if (overLimit(Math.min(i, length))) startSkipping()
        continue
      }
      if (nextQuote < i) nextQuote = find(QUOTE, i)
      if (nextLF < i) nextLF = find(LF, i)
      if (nextCR < i) nextCR = find(CR, i)
      const end = Math.min(nextLF, nextCR)
      if (nextQuote < end) {
        // A `"` opens quotes at the start of a field only; elsewhere it is a character.
        const at = prev(nextQuote)
        if (at === separator || at === LF || at === CR || at === -1 || nextQuote === head)
          quoted = true
        i = nextQuote + 1
        if (overLimit(i)) startSkipping()
        continue
      }
      if (overLimit(end)) startSkipping()
      if (end === length) break
      // A line break outside quotes: the record ends.
      countBreaks(end, end + 1)
      if (skipping) {
        skipping = false
        parts.push(placeholder(line - recordLine - 1, chunk[end]))
        onCut({ lastLine: line - 1, line: recordLine, unclosedQuote: false })
        from = end + 1
      } else lastEnd = end + 1
      earlier = 0
      start = end + 1
      recordLine = line
      i = end + 1
    }
    before = length ? chunk[length - 1] : before
    if (skipping) return
    earlier += length - start
    if (lastEnd > from) {
      parts.push(...pending, chunk.subarray(from, lastEnd))
      pending = [chunk.subarray(lastEnd)]
    } else pending.push(chunk.subarray(from))
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const parts: Buffer[] = []
      scan(chunk, parts)
      if (parts.length) this.push(parts.length === 1 ? parts[0] : Buffer.concat(parts))
      done()
    },
    flush(done) {
      if (skipping) onCut({ lastLine: line, line: recordLine, unclosedQuote: quoted })
      else if (pending.length) this.push(Buffer.concat(pending))
      done()
    },
  })
}
