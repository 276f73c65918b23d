import type { Payload } from 'payload'

import { recordIdsByKey, recordsById, recordsByKey } from '../../../data/public/recordRows'
import type { KeyPair, RecordData } from '../../../data/public/recordRows'
import { keyValue } from '../../../data/recordKeys/keyValue'
import type { TemplateModel } from './templateModel'

/** A slot named by several fields (`/{brand}/{model}`): the first pair's candidates, narrowed by the rest. */
const findByKeys = async (
  payload: Payload,
  datasetId: string,
  pairs: KeyPair[],
  live: boolean,
): Promise<RecordData | null> => {
  let candidates: string[] | undefined
  for (const { field, value } of pairs) {
    candidates = await recordIdsByKey({ among: candidates, datasetId, field, live, payload, value })
    if (!candidates.length) return null
  }
  return (
    (await recordsById(payload, datasetId, candidates?.slice(0, 1) ?? [])).values().next().value ??
    null
  )
}

/**
 * The identifier values of a path as the index keeps them (their slugs: `Grand%20Harp`, `GRAND-HARP`
 * and `grand-harp` all name the record 'Grand Harp'), grouped by the record (slot) they name.
 */
const slotPairs = (model: TemplateModel, values: string[]): KeyPair[][] => {
  const slots: KeyPair[][] = Array.from({ length: model.slots }, () => [])
  model.pattern.fields.forEach((field, i) => {
    const value = keyValue(values[i])
    if (value !== null) slots[model.slotOf[i]].push({ field, value })
  })
  return slots
}

type Args = {
  payload: Payload
  model: TemplateModel
  /** The identifier values matched from the path, in placeholder order. */
  values: string[]
  /** Public pages see live records only; the admin demo sees pending ones too. */
  live: boolean
}

/** The records a template page shows, in slot order, or null when any one is missing (a 404). */
export const matchRecords = async ({
  live,
  model,
  payload,
  values,
}: Args): Promise<RecordData[] | null> => {
  const datasetId = model.datasetId
  if (!datasetId || model.slots === 0) return null
  const slots = slotPairs(model, values)
  if (slots.some((pairs) => pairs.length === 0)) return null
  // Slots named by one field each (the usual case) are looked up together; others narrow field by field.
  const single = slots.every((pairs) => pairs.length === 1)
  const records = single
    ? await recordsByKey(
        payload,
        datasetId,
        slots.map((pairs) => pairs[0]),
        live,
      )
    : await Promise.all(
        slots.map((pairs) =>
          pairs.length === 1
            ? recordsByKey(payload, datasetId, pairs, live).then(([one]) => one)
            : findByKeys(payload, datasetId, pairs, live),
        ),
      )
  if (records.some((record) => !record)) return null
  return records as RecordData[]
}
