import type { Payload } from 'payload'

import { seedDemo } from '../../../src/services/seed/seedDemo'
import { getTenantByDomain } from '../../../src/services/public/tenant'
import type { PublicTenant } from '../../../src/services/public/types'

export type Seeded = {
  demo: PublicTenant
  datasetId: string
  /** Template ids by name. */
  templates: Record<string, string>
}

/** The demo content (music store, instruments dataset, two templates) plus what the public tests add. */
export const seedPublic = async (payload: Payload): Promise<Seeded> => {
  await seedDemo({ payload })
  const demo = (await getTenantByDomain(payload, 'demo.localhost')) as PublicTenant
  const { docs } = await payload.find({
    collection: 'templates',
    depth: 0,
    pagination: false,
    where: { tenant: { equals: demo.id } },
  })
  const templates = Object.fromEntries(docs.map((t) => [t.name, String(t.id)]))
  return { demo, datasetId: String(docs[0].dataset), templates }
}

/** A record of a dataset with the given data (through the Local API, so every hook runs). */
export const addRecord = async (
  payload: Payload,
  datasetId: string,
  data: Record<string, unknown>,
  liveDate?: string,
) =>
  payload.create({
    collection: 'dataset-records',
    data: {
      dataset: datasetId,
      data,
      liveDate: liveDate ?? new Date(Date.now() - 60_000).toISOString(),
    },
  })
