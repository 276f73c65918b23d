import fs from 'node:fs'

import { parse } from 'csv-parse'

import { invalid } from '../errors'

/** A cell as read: text, or null for an empty cell that was not quoted (`""` is empty text). */
export type Cell = string | null
export type CsvRow = { cells: Cell[]; line: number }
export type CsvSkip = { line: number; message: string }

/** A record longer than this (1 MB) is an unclosed quote or not a CSV: it is reported, not buffered. */
const MAX_RECORD_BYTES = 1024 * 1024
const CANDIDATES = [',', ';', '\t'] as const

/**
 * The separator of a file: the one of `,`, `;` and tab found most often, outside quotes, in its
 * header line (Excel writes `;` in locales whose decimal mark is a comma). A tie keeps the comma.
 */
const detectDelimiter = (head: string): string => {
  const counts = new Map<string, number>(CANDIDATES.map((c) => [c, 0]))
  let quoted = false
  for (const ch of head) {
    if (ch === '"') quoted = !quoted
    else if (!quoted && (ch === '\n' || ch === '\r')) break
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1)
  }
  let best = ','
  for (const c of CANDIDATES) if ((counts.get(c) ?? 0) > (counts.get(best) ?? 0)) best = c
  return best
}

const readHead = async (file: string): Promise<string> => {
  const handle = await fs.promises.open(file, 'r')
  try {
    const buffer = Buffer.alloc(64 * 1024)
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
    return buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
  } finally {
    await handle.close()
  }
}

/** Line breaks in a record's raw text: `\n`, `\r\n` or a lone `\r`. */
const lineBreaks = (raw: string) => {
  let count = 0
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i)
    if (c === 10 || (c === 13 && raw.charCodeAt(i + 1) !== 10)) count += 1
  }
  return count
}

/**
 * The cells of a raw record that were written `""`: empty text, where an empty cell is no value.
 * Only rows with an empty cell and a `""` in them get here, so the scan is rare.
 */
const quotedEmpties = (raw: string, delimiter: string): Set<number> => {
  const found = new Set<number>()
  let index = 0
  let start = 0
  let quoted = false
  for (let i = 0; i <= raw.length; i++) {
    const c = raw[i]
    if (c === '"') quoted = !quoted
    else if (!quoted && (c === delimiter || c === '\n' || c === '\r' || c === undefined)) {
      if (raw.slice(start, i).trim() === '""') found.add(index)
      if (c !== delimiter) break
      index += 1
      start = i + 1
    }
  }
  return found
}

const cellsOf = (record: string[], raw: string, delimiter: string): Cell[] => {
  let empties: Set<number> | undefined
  return record.map((value, i) => {
    if (value !== '') return value
    empties ??= raw.includes('""') ? quotedEmpties(raw, delimiter) : new Set()
    return empties.has(i) ? '' : null
  })
}

/**
 * Reads a CSV file as a stream of rows (RFC 4180 quoting, a UTF-8 BOM dropped, the separator
 * detected, `\r\n`, `\n` or `\r` line ends): the header first, then each row with the line it
 * starts on. A row the parser cannot read (a stray quote, an unclosed one) is handed to `onSkip`
 * with its line and the reading goes on. Nothing but the current chunk is in memory, whatever the
 * size of the file. (csv-parse's `info` and `cast` options cost 2 to 10 times the parse itself, so
 * lines are counted from each record's raw text instead.)
 */
export const openCsv = async ({
  file,
  onSkip,
}: {
  file: string
  onSkip?: (s: CsvSkip) => void
}) => {
  const head = await readHead(file)
  if (head.trim() === '') throw invalid('The CSV file is empty: it needs a header row')
  const delimiter = detectDelimiter(head)
  // Where the parser gave up on a row: its line, and how many records it had given before (it
  // reads ahead of the rows handed out, so a skip is placed by that count). The next row starts after.
  const skipped: { line: number; records: number }[] = []
  const parser = fs.createReadStream(file).pipe(
    parse({
      bom: true,
      delimiter,
      max_record_size: MAX_RECORD_BYTES,
      raw: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: false,
      skip_records_with_error: true,
      on_skip: (error) => {
        const info = error as { lines?: number; records?: number } | undefined
        const line = Number(info?.lines ?? 0)
        skipped.push({ line, records: Number(info?.records ?? 0) })
        onSkip?.({ line, message: error?.message ?? 'Unreadable row' })
      },
    }),
  )
  const rows = async function* (): AsyncGenerator<CsvRow> {
    let next = 1
    let given = 0
    for await (const { raw, record } of parser as AsyncIterable<{
      raw: string
      record: string[]
    }>) {
      given += 1
      while (skipped.length && skipped[0].records < given)
        next = Math.max(next, (skipped.shift()?.line ?? 0) + 1)
      const line = next
      next += Math.max(1, lineBreaks(raw))
      if (record.length === 1 && record[0] === '' && raw.trim() === '') continue
      yield { cells: cellsOf(record, raw, delimiter), line }
    }
  }
  const iterator = rows()
  const first = await iterator.next()
  if (first.done) throw invalid('The CSV file is empty: it needs a header row')
  const header = first.value.cells.map((c) => (c ?? '').trim())
  return {
    delimiter,
    header,
    rows: iterator,
    close: () => void parser.destroy(),
  }
}
