import { Transform } from 'node:stream'

const QUOTE = 0x22
const LF = 0x0a
const CR = 0x0d

/**
 * Counts the rows of a CSV as it streams past, without parsing it: line breaks outside quotes that
 * end a non-empty line (a doubled quote inside a quoted value toggles twice, so RFC 4180 escapes
 * count right). The import's progress runs against this total.
 */
export const csvRowCounter = () => {
  let quoted = false
  let content = false
  let lines = 0
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i]
        if (byte === QUOTE) {
          quoted = !quoted
          content = true
        } else if (byte === LF && !quoted) {
          if (content) lines += 1
          content = false
        } else if (byte !== CR) content = true
      }
      done(null, chunk)
    },
  })
  return { stream, rows: () => Math.max(0, lines + (content ? 1 : 0) - 1) }
}
