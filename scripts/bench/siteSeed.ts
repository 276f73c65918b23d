/**
 * The public-site benchmark's data: the demo tenant, `size` extra records in its instruments dataset
 * (straight into the table, with their identifier-index rows through insertRecordKeys, as an import
 * writes them), and a second dataset with a template of its own (`/write/{name}`) that the write
 * scenario writes into while other pages are measured.
 */
import crypto from 'node:crypto'
import { performance } from 'node:perf_hooks'

import { sql } from '@payloadcms/db-sqlite/drizzle'

const BATCH = 1000

export const WRITE_TEMPLATE = { name: 'Bench writes', urlPattern: '/write/{name}' }

export const seedSite = async (size: number) => {
  const [{ getPayload }, { default: config }, { seedDemo }, { drizzleOf }, { insertRecordKeys }] =
    await Promise.all([
      import('payload'),
      import('../../payload.config'),
      import('../../src/services/seed/seedDemo'),
      import('../../src/data/drizzle'),
      import('../../src/data/recordKeys/recordKeys'),
    ])
  const payload = await getPayload({ config })
  await payload.db.migrate()
  const { tenantId } = await seedDemo({ payload })
  const { docs } = await payload.find({
    collection: 'datasets',
    limit: 1,
    where: { name: { equals: 'Musical Instruments' } },
  })
  const dataset = String(docs[0].id)
  const { db, isPostgres, tables } = drizzleOf(payload)
  const started = performance.now()
  const names: string[] = []
  const past = new Date(Date.now() - 86_400_000).toISOString()
  for (let first = 0; first < size; first += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, size - first) }, (_, i) => {
      const n = first + i
      const name = `instrument-${n}`
      names.push(name)
      const data = {
        name,
        label: `Instrument ${n}`,
        family: ['Strings', 'Keys', 'Wind', 'Percussion'][n % 4],
        origin: ['Italy', 'Japan', 'Germany', 'USA'][n % 4],
        priceRange: `$${100 + (n % 50) * 20}`,
        description: `Model ${n}, a fine instrument for players of every level.`,
      }
      return {
        id: crypto.randomUUID(),
        dataset,
        data,
        liveDate: past,
        primaryValue: name,
        createdAt: past,
        updatedAt: past,
      }
    })
    await db.insert(tables.dataset_records).values(rows)
    await insertRecordKeys({ payload, records: rows })
  }
  const seedMs = performance.now() - started
  if (isPostgres) await db.execute(sql.raw('analyze'))

  // The write scenario's own dataset and template: records go there while other pages are measured.
  const writes = await payload.create({
    collection: 'datasets',
    data: { name: 'Bench writes', tenants: [tenantId] },
  })
  for (const [order, name] of ['name', 'label'].entries())
    await payload.create({
      collection: 'dataset-fields',
      data: { dataset: writes.id, isPrimary: order === 0, name, order, type: 'text' },
    })
  await payload.create({
    collection: 'templates',
    data: {
      ...WRITE_TEMPLATE,
      content: '<h1>#label#</h1><p>Written by the benchmark: #name#.</p>',
      dataset: writes.id,
      status: 'active',
      tenant: tenantId,
    },
  })
  const { docs: posts } = await payload.find({
    collection: 'pages',
    depth: 0,
    limit: 20,
    where: {
      and: [
        { tenant: { equals: tenantId } },
        { status: { equals: 'published' } },
        { type: { equals: 'blog' } },
        { publishedAt: { less_than_equal: new Date().toISOString() } },
      ],
    },
  })
  await payload.destroy()
  return {
    names,
    seedMs,
    writeDatasetId: String(writes.id),
    postSlugs: posts.map((p) => p.slug),
  }
}
