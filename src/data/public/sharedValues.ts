/**
 * What the related template pages read of the identifier index: who holds a value, and whether anyone
 * shares one. Each read first reads the dataset's content version (readsDataset.ts).
 */
import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf } from '../drizzle'
import { isoDate } from '../isoDate'
import { readRows } from '../readRows'
import { readsDataset } from './readsDataset'
import type { KeyPair } from './recordRows'

/** A record holding a value, and since when it is live (ISO text). */
export type Holder = { rid: string; live: string }

/**
 * For each (field, value) of the dataset, the newest `perValue` live records holding it, in one
 * statement: each pair's own walk of the index (dataset, field, value, liveDate), newest first.
 */
export const newestHolders = async (
  payload: Payload,
  datasetId: string,
  pairs: KeyPair[],
  perValue: number,
): Promise<Holder[][]> => {
  if (!pairs.length) return []
  await readsDataset(payload, datasetId)
  const k = drizzleOf(payload).tables.record_keys
  const now = new Date().toISOString()
  const parts = pairs.map(
    ({ field, value }, i) =>
      sql`select * from (select ${i} as q, ${k.record} as rid, ${k.liveDate} as live from ${k} where ${k.dataset} = ${datasetId}
        and ${k.field} = ${field} and ${k.value} = ${value} and ${k.liveDate} <= ${now} and ${k.record} is not null
        order by ${k.liveDate} desc limit ${perValue}) as ${sql.raw(`q${i}`)}`,
  )
  const rows = await readRows<{ q: number | string; rid: string; live: unknown }>(payload, () =>
    sql.join(parts, sql` union all `),
  )
  const found: Holder[][] = pairs.map(() => [])
  for (const row of rows)
    found[Number(row.q)]!.push({ rid: String(row.rid), live: isoDate(row.live) ?? '' })
  return found
}

/** Whether any value of the field is held by two records: one walk of the field's index entries. */
export const fieldSharesValues = async (
  payload: Payload,
  datasetId: string,
  field: string,
): Promise<boolean> => {
  await readsDataset(payload, datasetId)
  const k = drizzleOf(payload).tables.record_keys
  const rows = await readRows<{ one: number }>(
    payload,
    () =>
      sql`select 1 as "one" from ${k} where ${k.dataset} = ${datasetId} and ${k.field} = ${field} group by ${k.value} having count(*) > 1 limit 1`,
  )
  return rows.length > 0
}
