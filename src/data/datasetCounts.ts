import { and, count, eq, isNull } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf } from './drizzle'

export type DatasetCounts = { fieldCount: number; recordCount: number }

const grouped = async (
  payload: Payload,
  tableName: string,
  datasetId?: string,
): Promise<Map<string, number>> => {
  const { db, tables } = drizzleOf(payload)
  const table = tables[tableName]
  // Records in the trash are not counted (fields have no trash).
  const kept = table.deletedAt ? isNull(table.deletedAt) : undefined
  const query = db
    .select({ dataset: table.dataset, n: count() })
    .from(table)
    .where(and(datasetId ? eq(table.dataset, datasetId) : undefined, kept))
  const rows: { dataset: string; n: number }[] = await query.groupBy(table.dataset)
  return new Map(rows.map((row) => [String(row.dataset), Number(row.n)]))
}

/**
 * Field and record counts per dataset in two grouped queries (whatever the number of datasets), both
 * answered from the `dataset_id` indexes. The Local API has no GROUP BY, hence drizzle.
 */
export const datasetCounts = async (payload: Payload, datasetId?: string) => {
  const [fields, records] = await Promise.all([
    grouped(payload, 'dataset_fields', datasetId),
    grouped(payload, 'dataset_records', datasetId),
  ])
  return (id: string): DatasetCounts => ({
    fieldCount: fields.get(id) ?? 0,
    recordCount: records.get(id) ?? 0,
  })
}
