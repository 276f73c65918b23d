import type { CollectionConfig } from 'payload'

import { internalOnly } from '../access/internalOnly'

/**
 * The identifier index: one row per string or number value of every record (lower-cased, trimmed, at
 * most 255 characters). Template URLs are resolved here, `(dataset, field, value)` -> record, so a
 * public page costs one index lookup whatever the size of the dataset; `liveDate` is copied from the
 * record so "live only" and "newest first" are answered by the same index. Rows are written by the
 * record, dataset and field hooks and by the bulk helpers in src/data/recordKeys, never by hand.
 */
export const RecordKeys: CollectionConfig = {
  slug: 'record-keys',
  admin: { hidden: true },
  access: internalOnly,
  // (dataset, field, value) answers route lookups; the trailing liveDate lets the same index filter
  // out pending records and walk a value's records newest first (related pages).
  indexes: [{ fields: ['dataset', 'field', 'value', 'liveDate'] }],
  fields: [
    // Not required: a bulk delete that bypasses the hooks leaves rows whose record is gone (the foreign
    // key sets it null) instead of failing; lookups only follow rows whose record exists.
    { name: 'dataset', type: 'relationship', relationTo: 'datasets' },
    { name: 'record', type: 'relationship', relationTo: 'dataset-records', index: true },
    { name: 'field', type: 'text', required: true },
    { name: 'value', type: 'text', required: true },
    { name: 'liveDate', type: 'date' },
  ],
  timestamps: false,
}
