import type { Payload } from 'payload'

import type { ImportedRow } from './importRows'

/**
 * Writes the values of the fields a developer added to records an import has just written, a record
 * at a time through Payload's database adapter: it knows where each kind of field is kept (a column,
 * the relationship table, a hasMany table) on SQLite and PostgreSQL alike, and runs no hooks (the
 * import writes the identifier index and the content versions itself). The adapter writes a row as
 * an upsert, so the record's own columns go with the values, as the import has just written them.
 */
export const writeAddedValues = async ({
  datasetId,
  payload,
  records,
  values,
}: {
  datasetId: string
  payload: Payload
  records: ImportedRow[]
  values: Map<string, Record<string, unknown>>
}) => {
  for (const record of records) {
    const added = values.get(record.id)
    if (!added) continue
    await payload.db.updateOne({
      collection: 'dataset-records',
      data: {
        ...added,
        data: record.data,
        dataset: datasetId,
        liveDate: record.liveDate,
        primaryValue: record.primaryValue,
        searchText: record.searchText,
      },
      id: record.id,
      returning: false,
    })
  }
}
