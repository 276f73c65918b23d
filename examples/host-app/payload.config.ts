import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { siteGenerator } from 'site-generator-cms/plugin'

/** The host's own Payload app: its own collection, and a field added to our pages. */
export default buildConfig({
  admin: { user: 'users' },
  collections: [
    {
      slug: 'authors',
      fields: [{ name: 'name', type: 'text', required: true }],
    },
  ],
  // The site generator's documents are addressed by UUID (records, pages and tenants in /api).
  db: sqliteAdapter({
    client: { url: process.env.DATABASE_URL ?? 'file:./host.db' },
    idType: 'uuid',
    push: true,
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
    }),
  ],
  routes: { api: '/api/cms' },
  secret: process.env.PAYLOAD_SECRET ?? 'host-app-secret',
  sharp,
  typescript: { autoGenerate: false },
})
