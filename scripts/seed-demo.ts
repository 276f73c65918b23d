/**
 * `npm run seed:demo`: replaces the demo tenants (demo.localhost, acme.localhost) and the Musical
 * Instruments dataset with fresh demo content. Other tenants are not touched.
 */
import { getPayload } from 'payload'
import type { CollectionSlug } from 'payload'

import config from '../payload.config'
import { seedDemo } from '../src/services/seed/seedDemo'
import { settings } from '../src/config/settings'

const tenantCollections: CollectionSlug[] = [
  'pages',
  'page-types',
  'categories',
  'templates',
  'panels',
  'snippets',
  'header-menu-items',
  'footer-menu-items',
  'homepage-sections',
]

const payload = await getPayload({ config })
if (!settings().PAYLOAD_DB_PUSH) await payload.db.migrate()

const started = Date.now()
const { tenantId } = await seedDemo({ payload, reset: true })

const counts: Record<string, number> = {}
for (const collection of tenantCollections) {
  counts[collection] = (
    await payload.count({ collection, where: { tenant: { equals: tenantId } } })
  ).totalDocs
}
const { docs } = await payload.find({
  collection: 'datasets',
  limit: 1,
  where: { name: { equals: 'Musical Instruments' } },
})
const dataset = docs[0]?.id
if (dataset) {
  counts['dataset-fields'] = (
    await payload.count({ collection: 'dataset-fields', where: { dataset: { equals: dataset } } })
  ).totalDocs
  counts['dataset-records'] = (
    await payload.count({ collection: 'dataset-records', where: { dataset: { equals: dataset } } })
  ).totalDocs
}

console.log(`Seeded "Demo Music Store" (tenant ${tenantId}) in ${Date.now() - started} ms:`)
console.table(counts)
console.log(
  'Open http://demo.localhost:3000/ (or http://localhost:3000/?simulate_domain=demo.localhost).',
)
process.exit(0)
