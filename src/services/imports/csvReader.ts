import fs from 'node:fs'
import { pipeline } from 'node:stream'

import { parse } from 'csv-parse'

import { invalid } from '../errors'
import { cutLongRecords, isPlaceholder } from './cutLongRecords'
import type { LongRecord } from './cutLongRecords'
import { unescapeFormula } from './formulaCells'

/** A cell as read: text, or null for an empty cell that was not quoted (`""` is empty text). */
export type Cell = string | null
export type CsvRow = { cells: Cell[]; line: number }
export type CsvSkip = { line: number; message: string }

/** A record longer than this (1 MB) is reported and skipped, never buffered (see cutLongRecords). */
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

const n = (value: number) => value.toLocaleString('en-US')
const MB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`

/** What the import reports for a row over the limit, under its first line. */
const longRecordMessage = ({ lastLine, line, unclosedQuote }: LongRecord, max: number) => {
  if (unclosedQuote)
    return `The row from line ${n(line)} is longer than ${MB(max)} and its quoted value never closes: lines ${n(line)} to ${n(lastLine)} (the end of the file) were not imported`
  const where =
    lastLine > line ? `The row on lines ${n(line)} to ${n(lastLine)}` : `Line ${n(line)}`
  return `${where} is longer than ${MB(max)}, the most a row may hold: not imported`
}

type Args = {
  file: string
  onSkip?: (s: CsvSkip) => void
  /** Tests set a smaller limit than MAX_RECORD_BYTES. */
  maxRecordBytes?: number
}

/**
 * Reads a CSV file as a stream of rows (RFC 4180 quoting, a UTF-8 BOM dropped, the separator
 * detected, `\r\n`, `\n` or `\r` line ends): the header first, then each row with the line it
 * starts on. A row the parser cannot read (a stray quote, an unclosed one) or longer than 1 MB is
 * handed to `onSkip` with its line and the reading goes on. Nothing but the current chunk is in
 * memory, whatever the size of the file. (csv-parse's `info` and `cast` options cost 2 to 10 times
 * the parse itself, so lines are counted from each record's raw text instead.) Header cells lose
 * the `'` an export put before a formula-like name (formulaCells.ts).
 */
export const openCsv = async ({ file, maxRecordBytes = MAX_RECORD_BYTES, onSkip }: Args) => {
  const head = await readHead(file)
  if (head.trim() === '') throw invalid('The CSV file is empty: it needs a header row')
  const delimiter = detectDelimiter(head)
  // Where the parser gave up on a row: its line, and how many records it had given before (it
  // reads ahead of the rows handed out, so a skip is placed by that count). The next row starts after.
  const skipped: { line: number; records: number }[] = []
  let firstCut: LongRecord | undefined
  // Records the cutter took out whose placeholder the reader has not passed yet.
  let cuts = 0
  const cutter = cutLongRecords({
    delimiter,
    maxBytes: maxRecordBytes,
    onCut: (record) => {
      firstCut ??= record
      cuts += 1
      onSkip?.({ line: record.line, message: longRecordMessage(record, maxRecordBytes) })
    },
  })
  // The cutter passes no record over the limit; the parser's own limit only bounds its memory
  // should the two ever count a record differently.
  const csvParser = parse({
    bom: true,
    delimiter,
    max_record_size: 2 * maxRecordBytes,
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
  })
  // A pipeline, so that closing the parser early (a dry run's header check) closes the file too;
  // a read error reaches the rows' reader through the parser.
  const parser = pipeline(fs.createReadStream(file), cutter, csvParser, () => undefined)
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
      if (cuts > 0 && isPlaceholder(record)) {
        cuts -= 1
        continue
      }
      yield { cells: cellsOf(record, raw, delimiter), line }
    }
  }
  const iterator = rows()
  const first = await iterator.next()
  if (firstCut && (first.done || first.value.line > firstCut.line)) {
    parser.destroy()
    throw invalid(
      `The header row (line ${n(firstCut.line)}) is longer than ${MB(maxRecordBytes)}: is this a CSV file?`,
    )
  }
  if (first.done) throw invalid('The CSV file is empty: it needs a header row')
  const header = first.value.cells.map((c) => unescapeFormula((c ?? '').trim()))
  return {
    delimiter,
    header,
    rows: iterator,
    close: () => void parser.destroy(),
  }
}
