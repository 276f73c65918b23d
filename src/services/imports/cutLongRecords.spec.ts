import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'

import { afterAll, describe, expect, it } from 'vitest'

import { openCsv } from './csvReader'
import { cutLongRecords } from './cutLongRecords'
import type { LongRecord } from './cutLongRecords'
import type { CsvRow, CsvSkip } from './csvReader'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cut-long-records-'))
afterAll(() => fs.rmSync(dir, { force: true, recursive: true }))

let files = 0
/** The file read as the import reads it, rows over `max` bytes cut: its header, rows and skips. */
const read = async (text: string, max = 1024 * 1024) => {
  const file = path.join(dir, `${(files += 1)}.csv`)
  fs.writeFileSync(file, text)
  const skips: CsvSkip[] = []
  const csv = await openCsv({ file, maxRecordBytes: max, onSkip: (s) => skips.push(s) })
  const rows: CsvRow[] = []
  for await (const row of csv.rows) rows.push(row)
  return { header: csv.header, rows, skips }
}

const long = (bytes: number) => 'x'.repeat(bytes)

describe('cutLongRecords, through openCsv', () => {
  it('should report a line over the limit with its line number and read every row after it', async () => {
    const { rows, skips } = await read(`name,n\nA,1\n${long(300)},2\nB,3\nC,4\n`, 100)
    expect(rows).toEqual([
      { cells: ['A', '1'], line: 2 },
      { cells: ['B', '3'], line: 4 },
      { cells: ['C', '4'], line: 5 },
    ])
    expect(skips).toEqual([
      { line: 3, message: 'Line 3 is longer than 0 MB, the most a row may hold: not imported' },
    ])
  })

  it('should cut a long quoted value with line breaks as one row, and keep the later lines right', async () => {
    const value = `"${long(60)}\r\n${long(60)}\r\n""${long(60)}"""`
    const { rows, skips } = await read(`name,n\r\nA,1\r\n${value},2\r\nB,3\r\n`, 100)
    expect(rows).toEqual([
      { cells: ['A', '1'], line: 2 },
      { cells: ['B', '3'], line: 6 },
    ])
    expect(skips.map((s) => s.line)).toEqual([3])
    expect(skips[0].message).toMatch(/^The row on lines 3 to 5 is longer than/)
  })

  it('should cut at 1 MB by default and read on', async () => {
    const { rows, skips } = await read(
      `name\nA\n${long(1024 * 1024 + 1)}\nB\n${long(1024 * 1024)}\n`,
    )
    expect(rows.map((r) => [r.line, r.cells[0]?.length])).toEqual([
      [2, 1],
      [4, 1],
      [5, 1024 * 1024],
    ])
    expect(skips).toEqual([
      { line: 3, message: 'Line 3 is longer than 1 MB, the most a row may hold: not imported' },
    ])
  })

  it('should say so when a quote opened on a long row never closes', async () => {
    const { rows, skips } = await read(`name\nA\n"${long(50)}\nB\n${long(80)}\nC\n`, 100)
    expect(rows).toEqual([{ cells: ['A'], line: 2 }])
    expect(skips).toHaveLength(1)
    expect(skips[0].message).toMatch(
      /^The row from line 3 is longer than 0 MB and its quoted value never closes: lines 3 to 7/,
    )
  })

  it('should refuse a file whose header row is over the limit', async () => {
    await expect(read(`${long(200)}\nA\n`, 100)).rejects.toThrow(
      'The header row (line 1) is longer than 0 MB: is this a CSV file?',
    )
  })

  it('should read a byte order mark and a quoted first header cell as csv-parse does', async () => {
    const { header, rows } = await read('\uFEFF"name",n\nA,1\n', 100)
    expect(header).toEqual(['name', 'n'])
    expect(rows).toEqual([{ cells: ['A', '1'], line: 2 }])
  })
})

// A small generator with a seed, so a failure can be replayed.
const random = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff
  return seed / 0x7fffffff
}
const pick = <T>(next: () => number, items: T[]) => items[Math.floor(next() * items.length)]

/** The line breaks the reader counts in a text: `\\n`, `\\r\\n` and a lone `\\r`. */
const breaks = (text: string) => text.split(/\r\n|\n|\r/).length - 1

/**
 * A well-formed CSV (plain and quoted values, quotes, separators and line breaks inside, any line
 * ends) and the size in bytes and the first line of each of its rows.
 */
const wellFormed = (next: () => number) => {
  const end = pick(next, ['\n', '\r\n', '\r'])
  let text = `h1,h2${end}`
  let line = 2
  const rows = new Map<number, number>()
  const count = Math.floor(next() * 30)
  for (let r = 0; r < count; r++) {
    const cells = Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
      const length = Math.floor(next() * next() * 40)
      const plain = next() < 0.5
      let value = ''
      for (let i = 0; i < length; i++)
        value += pick(next, plain ? ['a', 'é', ' ', 'x'] : ['a', ',', '"', '\n', '\r\n', 'é'])
      return plain ? value : `"${value.replace(/"/g, '""')}"`
    })
    const row = cells.join(',')
    if (row !== '') rows.set(line, Buffer.byteLength(row))
    const blank = next() < 0.1
    text += `${row}${end}${blank ? end : ''}`
    line += breaks(row) + 1 + (blank ? 1 : 0)
  }
  return { rows, text }
}

describe('cutLongRecords on random files', () => {
  it('should pass every row up to the limit unchanged on its own line, and report every one over it', async () => {
    const next = random(42)
    for (let file = 0; file < 300; file++) {
      const { rows, text } = wellFormed(next)
      const max = 8 + Math.floor(next() * 40)
      const whole = await read(text)
      const cut = await read(text, max)
      const context = JSON.stringify({ max, text })
      expect(whole.skips, context).toEqual([])
      expect(
        whole.rows.map((r) => r.line),
        context,
      ).toEqual([...rows.keys()])
      const over = [...rows].filter(([, bytes]) => bytes > max).map(([line]) => line)
      expect(
        cut.skips.map((s) => s.line),
        context,
      ).toEqual(over)
      expect(cut.rows, context).toEqual(whole.rows.filter((row) => !over.includes(row.line)))
    }
  })

  it('should never pass a row over the limit, whatever the bytes', async () => {
    const next = random(7)
    const alphabet = ['a', ',', '"', '""', '\n', '\r\n', '\r', ' ', 'é', 'xxxxxxxx']
    for (let file = 0; file < 300; file++) {
      let text = 'h1,h2\n'
      const size = Math.floor(next() * 400)
      for (let i = 0; i < size; i++) text += pick(next, alphabet)
      const max = 8 + Math.floor(next() * 40)
      const { rows } = await read(text, max)
      for (const row of rows) {
        const bytes = row.cells.reduce((sum, c) => sum + Buffer.byteLength(c ?? ''), 0)
        expect(bytes, JSON.stringify({ max, row, text })).toBeLessThanOrEqual(max)
      }
    }
  })
})

/** The cutter's output and reports for a text handed to it in the given pieces. */
const cutInPieces = async (text: string, max: number, cuts: number[]) => {
  const bytes = Buffer.from(text)
  const reports: LongRecord[] = []
  const cutter = cutLongRecords({ delimiter: ',', maxBytes: max, onCut: (r) => reports.push(r) })
  const edges = [0, ...cuts.filter((c) => c > 0 && c < bytes.length).sort((a, b) => a - b)]
  const pieces = edges.map((edge, i) => bytes.subarray(edge, edges[i + 1] ?? bytes.length))
  const out: Buffer[] = []
  for await (const chunk of Readable.from(pieces).pipe(cutter)) out.push(chunk as Buffer)
  return { output: Buffer.concat(out).toString(), reports }
}

describe('cutLongRecords across chunks', () => {
  it('should cut the same wherever the chunks of the file begin and end', async () => {
    const next = random(3)
    const alphabet = ['a', ',', '"', '""', '\n', '\r\n', '\r', 'é', 'xxxxxxxx', ',"']
    for (let file = 0; file < 300; file++) {
      let text = next() < 0.3 ? '\uFEFF"h1",h2\n' : 'h1,h2\n'
      const size = Math.floor(next() * 300)
      for (let i = 0; i < size; i++) text += pick(next, alphabet)
      const max = 4 + Math.floor(next() * 40)
      const length = Buffer.byteLength(text)
      const whole = await cutInPieces(text, max, [])
      const cuts = Array.from({ length: Math.floor(next() * 20) }, () =>
        Math.floor(next() * length),
      )
      expect(await cutInPieces(text, max, cuts), JSON.stringify({ cuts, max, text })).toEqual(whole)
      const byteByByte = Array.from({ length }, (_, i) => i)
      expect(await cutInPieces(text, max, byteByByte), JSON.stringify({ max, text })).toEqual(whole)
    }
  })
})
