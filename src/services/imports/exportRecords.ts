import type { Payload } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import { exportPage } from '../../data/records/exportPages'
import type { ExportCursor } from '../../data/records/exportPages'
import type { ExportQuery } from '../../schemas/imports'
import { slugify } from '../../render/slugify'
import { findDataset } from '../datasets/datasets'
import { addedValues } from '../../data/records/extraOutside'
import { addedColumns } from './addedFields'
import { escapeFormula } from './formulaCells'
import { importFields } from './importFiles'

const PAGE = 5000

/**
 * A CSV cell: empty for no value, `""` for empty text, quoted when it holds a separator, quote or
 * line break. A text a spreadsheet would run as a formula gets a `'` before it, and quotes
 * (formulaCells.ts). Numbers and booleans go out as they are: `-5` or `1e-7` is a number to a
 * spreadsheet, never a formula, and the `'` would make it text.
 */
const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value)
  if (text === '') return '""'
  const safe = escapeFormula(text)
  return safe !== text || /[",\r\n;]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The extra columns after the fields, renamed when a field already has the name. */
const metaColumns = (names: string[]) => {
  const taken = new Set(names.map((n) => n.toLowerCase()))
  return {
    id: taken.has('id') ? '_id' : 'id',
    liveDate: ['livedate', 'live date', 'live_date'].some((n) => taken.has(n))
      ? '_liveDate'
      : 'liveDate',
  }
}

/**
 * `GET /api/datasets/:id/records/export`: every record of the dataset (or those of `ids`), oldest first, a page at a
 * time, as CSV (a header row: the fields in display order, the fields a developer added to records,
 * then liveDate and id) or as a JSON array
 * of objects with the same keys in the same order. The CSV imports again to the same records.
 */
export const exportRecords = async ({
  datasetId,
  payload,
  query,
  user,
}: {
  datasetId: string
  payload: Payload
  query: ExportQuery
  user: SessionUser
}) => {
  const dataset = await findDataset({ id: datasetId, payload, user })
  const names = (await importFields(payload, datasetId)).map((f) => f.name)
  const added = addedColumns(payload, names)
  const meta = metaColumns([...names, ...added.map((a) => a.column)])
  const header = [...names, ...added.map((a) => a.column)]
  const csv = query.format === 'csv'
  const base = slugify(String(dataset.name ?? '')) || 'records'

  async function* chunks(): AsyncGenerator<string> {
    if (csv) yield `${[...header, meta.liveDate, meta.id].map(csvCell).join(',')}\r\n`
    else yield '['
    let after: ExportCursor | null = null
    let first = true
    for (;;) {
      const rows = await exportPage({ after, datasetId, ids: query.ids, limit: PAGE, payload })
      if (!rows.length) break
      const parts: string[] = []
      const values = added.length
        ? await addedValues(
            payload,
            rows.map((row) => row.id),
            added.map((a) => a.field),
          )
        : null
      for (const row of rows) {
        const extra = values?.get(row.id)
        if (csv) {
          const cells = names.map((name) => csvCell(row.data[name]))
          for (const a of added) cells.push(csvCell(extra?.[a.name]))
          cells.push(csvCell(row.liveDate), row.id)
          parts.push(`${cells.join(',')}\r\n`)
        } else {
          const entries: [string, unknown][] = names.map((name) => [name, row.data[name] ?? null])
          for (const a of added) entries.push([a.column, extra?.[a.name] ?? null])
          entries.push([meta.liveDate, row.liveDate], [meta.id, row.id])
          parts.push(`${first ? '\n' : ',\n'}${JSON.stringify(Object.fromEntries(entries))}`)
          first = false
        }
      }
      yield parts.join('')
      const last = rows[rows.length - 1]
      after = { createdAt: last.createdAt, id: last.id }
      if (rows.length < PAGE) break
    }
    if (!csv) yield first ? ']\n' : '\n]\n'
  }

  return {
    chunks: chunks(),
    contentType: csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
    filename: `${base}.${query.format}`,
  }
}
