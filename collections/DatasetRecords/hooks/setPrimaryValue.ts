import type { CollectionBeforeChangeHook } from 'payload'

import { primaryValueOf } from '../primaryValue'

const idOf = (value: unknown): string | undefined => {
  if (value && typeof value === 'object') return String((value as { id: unknown }).id)
  return value === null || value === undefined ? undefined : String(value)
}

/**
 * Keeps `primaryValue` in step with `data` on every write (the API's and Payload admin's alike). Runs
 * only when `data` or the dataset changes; a primary field switch is handled in bulk by the fields service.
 */
export const setPrimaryValue: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (data.data === undefined && data.dataset === undefined) return data
  const dataset = idOf(data.dataset ?? originalDoc?.dataset)
  if (!dataset) return data
  const known = req.context.primaryFieldOf as { datasetId: string; name: string | null } | undefined
  if (known?.datasetId === dataset)
    return { ...data, primaryValue: primaryValueOf(data.data ?? originalDoc?.data, known.name) }
  const { docs } = await req.payload.find({
    collection: 'dataset-fields',
    depth: 0,
    limit: 1,
    pagination: false,
    req,
    select: { name: true },
    where: { and: [{ dataset: { equals: dataset } }, { isPrimary: { equals: true } }] },
  })
  return { ...data, primaryValue: primaryValueOf(data.data ?? originalDoc?.data, docs[0]?.name) }
}
