import { and, desc, eq, isNull, lte, notInArray, or, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf, selectRows } from '../common/drizzle'
import { keyValue } from '../recordKeys/keyValue'
import type { TemplateModel } from './templateModel'
import { loadRecords, recordColumns, toRecordData } from './templateRecords'
import type { RecordData } from './templateRecords'
import { hasPage, toRelatedLink } from './templatePages'
import type { RelatedLink } from './types'

// How many of the newest live records are considered per shared value: bounds the work of a page
// whatever the dataset's size (a value shared by 30k records reads this many of them).
const perValue = (limit: number) => Math.min(50, Math.max(12, limit * 4))

/**
 * Other live records sharing the current records' (non-identifier) values, best first, with their
 * data: one query, each value's newest records read from the identifier index, scored by how many
 * values they share, ties to the most recently live.
 */
const sharingRecords = async (payload: Payload, model: TemplateModel, current: RecordData[], limit: number): Promise<RecordData[]> => {
  const identifierFields = new Set(model.pattern.fields)
  const pairs = new Map<string, { field: string; value: string }>()
  for (const record of current) {
    for (const [field, raw] of Object.entries(record.data)) {
      const value = keyValue(raw)
      if (value !== null && !identifierFields.has(field)) pairs.set(`${field}\u0000${value}`, { field, value })
    }
  }
  if (!pairs.size) return []
  const { dataset_records: r, record_keys: k } = drizzleOf(payload).tables
  const now = new Date().toISOString()
  const parts = [...pairs.values()].map(
    ({ field, value }, i) =>
      sql`select * from (select ${k.record} as rid, ${k.liveDate} as live from ${k} where ${k.dataset} = ${model.datasetId}
        and ${k.field} = ${field} and ${k.value} = ${value} and ${k.liveDate} <= ${now} and ${k.record} is not null
        order by ${k.liveDate} desc limit ${perValue(limit)}) as ${sql.raw(`q${i}`)}`,
  )
  const exclude = sql.join(current.map((c) => sql`${c.id}`), sql`, `)
  const rows = await selectRows<Parameters<typeof toRecordData>[0]>(
    payload,
    sql`select ${recordColumns(r)} from (select rid, count(*) as score, max(live) as live from (${sql.join(parts, sql` union all `)}) u
      group by rid) c join ${r} on ${r.id} = c.rid where c.rid not in (${exclude})
      order by c.score desc, c.live desc limit ${limit}`,
  )
  return rows.map(toRecordData)
}

/** The newest live records of the dataset, to fill the list when too few share a value. */
const newestRecords = async (payload: Payload, model: TemplateModel, exclude: string[], limit: number): Promise<string[]> => {
  const { db, tables } = drizzleOf(payload)
  const r = tables.dataset_records
  const rows: { id: string }[] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.dataset, model.datasetId), or(isNull(r.liveDate), lte(r.liveDate, new Date().toISOString())), notInArray(r.id, exclude)))
    .orderBy(desc(r.liveDate))
    .limit(limit)
  return rows.map((row) => String(row.id))
}

/**
 * Related pages of a template page: other live records of the same dataset that share the most field
 * values with the current record(s) (identifier fields aside), ties to the most recently live; topped
 * up with the newest live records. A comparison keeps its first record(s) and swaps the last one for
 * each related record. Never the current page.
 */
export const relatedTemplatePages = async ({ current, limit, model, payload }: { current: RecordData[]; limit: number; model: TemplateModel; payload: Payload }): Promise<RelatedLink[]> => {
  if (!model.datasetId || limit <= 0) return []
  // Twice the count: a record without a value for an identifier field has no page to link to.
  const ranked = await sharingRecords(payload, model, current, limit * 2)
  if (ranked.length < limit * 2) {
    const ids = await newestRecords(payload, model, [...current, ...ranked].map((r) => r.id), limit * 2 - ranked.length)
    const newest = await loadRecords(payload, ids)
    ranked.push(...ids.map((id) => newest.get(id)).filter((r): r is RecordData => !!r))
  }
  const fixed = current.slice(0, model.slots - 1)
  const links: RelatedLink[] = []
  for (const record of ranked) {
    const page = [...fixed, record]
    if (links.length < limit && hasPage(model, page)) links.push(toRelatedLink(model, page))
  }
  return links
}
