import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import type { CollectionConfig } from 'payload'
import sharp from 'sharp'
import { siteGenerator } from 'site-generator-cms/plugin'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const url = process.env.DATABASE_URL ?? 'file:./host.db'
const database = url.startsWith('postgres') ? 'postgres' : 'sqlite'

/**
 * HOST_SHAPE=blank: the app as Payload's blank template makes it, with its own `users` and `media`
 * (the plugin joins them with its own; docs/extending.md, "Your users and media"). npm run
 * test:host-app runs both shapes.
 */
const blank = process.env.HOST_SHAPE === 'blank'
const blankTemplate: CollectionConfig[] = [
  { slug: 'users', admin: { useAsTitle: 'email' }, auth: true, fields: [] },
  {
    slug: 'media',
    access: { read: () => true },
    fields: [
      { name: 'alt', type: 'text', required: true },
      { name: 'credit', type: 'text' },
    ],
    upload: true,
  },
]

/**
 * The host's own Payload app: its own collections (one scoped to tenants), and a field added to our
 * pages. Its schema: pushed by `next dev` (Payload's default), and in production made by its own
 * migrations (`payload migrate:create`, then `payload migrate`), one folder per database (and shape).
 */
export default buildConfig({
  admin: { user: 'users' },
  collections: [
    ...(blank ? blankTemplate : []),
    {
      slug: 'authors',
      fields: [{ name: 'name', type: 'text', required: true }],
    },
    {
      slug: 'products',
      admin: { useAsTitle: 'name' },
      fields: [{ name: 'name', type: 'text', required: true }],
    },
  ],
  // The site generator's documents are addressed by UUID (records, pages and tenants in /api).
  db:
    database === 'postgres'
      ? postgresAdapter({
          idType: 'uuid',
          migrationDir: path.resolve(
            dirname,
            'migrations',
            `${blank ? 'blank' : 'host'}-${database}`,
          ),
          pool: { connectionString: url },
        })
      : sqliteAdapter({
          client: { url },
          idType: 'uuid',
          migrationDir: path.resolve(
            dirname,
            'migrations',
            `${blank ? 'blank' : 'host'}-${database}`,
          ),
        }),
  editor: lexicalEditor(),
  plugins: [
    siteGenerator({
      collections: {
        pages: {
          overrides: {
            fields: ({ defaultFields }) => [
              ...defaultFields,
              { name: 'subtitle', type: 'text' },
              { name: 'author', type: 'relationship', relationTo: 'authors' },
            ],
          },
        },
      },
      tenantCollections: ['products'],
    }),
  ],
  routes: { api: '/api/cms' },
  secret: process.env.PAYLOAD_SECRET ?? 'host-app-secret',
  sharp,
  typescript: { autoGenerate: false },
})
