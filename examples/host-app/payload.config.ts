import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { siteGenerator } from 'site-generator-cms/plugin'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const url = process.env.DATABASE_URL ?? 'file:./host.db'

/**
 * The host's own Payload app: its own collections (one scoped to tenants), and a field added to our
 * pages. Its schema: pushed by `next dev` (Payload's default), and in production made by its own
 * migrations (`payload migrate:create`, then `payload migrate`), one folder per database.
 */
export default buildConfig({
  admin: { user: 'users' },
  collections: [
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
  db: url.startsWith('postgres')
    ? postgresAdapter({
        idType: 'uuid',
        migrationDir: path.resolve(dirname, 'migrations/postgres'),
        pool: { connectionString: url },
      })
    : sqliteAdapter({
        client: { url },
        idType: 'uuid',
        migrationDir: path.resolve(dirname, 'migrations/sqlite'),
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
