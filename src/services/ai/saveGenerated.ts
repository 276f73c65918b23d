import type { Payload } from 'payload'

import type { DatasetField } from '../../payload-types'
import { toFieldDef } from '../fields/serializeField'
import { validateRecordData } from '../../schemas/recordData'
import { isEmptyValue } from './aiFields'

type CreateArgs = {
  datasetId: string
  fields: DatasetField[]
  liveDate: string
  payload: Payload
  values: Record<string, unknown>
}

/** A new record from generated values, checked like any record (defaults applied). */
export const createGeneratedRecord = async ({
  datasetId,
  fields,
  liveDate,
  payload,
  values,
}: CreateArgs) => {
  const checked = validateRecordData({
    applyDefaults: true,
    data: values,
    fields: fields.map(toFieldDef),
  })
  if ('errors' in checked) throw new Error(`The record cannot be saved: ${checked.message}`)
  const record = await payload.create({
    collection: 'dataset-records',
    data: { data: checked.data, dataset: datasetId, liveDate },
    depth: 0,
  })
  return String(record.id)
}

type FillArgs = {
  fields: DatasetField[]
  generated: Record<string, unknown>
  /** Replace the values there (a regeneration); otherwise only empty fields are written. */
  overwrite?: boolean
  payload: Payload
  recordId: string
}

/**
 * Writes generated values into an existing record, but only into fields that are still empty when it
 * is saved: a value someone typed while the AI was answering is kept, never overwritten. A
 * regeneration (`overwrite`) replaces them; an answer that is no valid value keeps the old one.
 */
export const fillGeneratedValues = async ({
  fields,
  generated,
  overwrite = false,
  payload,
  recordId,
}: FillArgs) => {
  const fresh = await payload.findByID({
    collection: 'dataset-records',
    depth: 0,
    disableErrors: true,
    id: recordId,
  })
  if (!fresh) return false
  const data = { ...((fresh.data as Record<string, unknown> | null) ?? {}) }
  const known = new Set(fields.map((f) => f.name))
  let changed = false
  for (const [name, value] of Object.entries(generated)) {
    if (!known.has(name) || (!overwrite && !isEmptyValue(data[name])) || isEmptyValue(value))
      continue
    data[name] = value
    changed = true
  }
  if (changed)
    await payload.update({ collection: 'dataset-records', data: { data }, depth: 0, id: recordId })
  return changed
}
