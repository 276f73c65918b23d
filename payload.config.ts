import { BlocksFeature, CodeBlock, lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { databaseAdapter } from './src/config/database'
import { resolveSecret } from './src/config/secret'
import { ImageBlock } from './src/editor/imageBlock'
import { ImageMarkdownFeature } from './src/editor/imageMarkdown'
import { siteGenerator } from './src/plugin'

export default buildConfig({
  admin: {
    user: 'users',
    meta: { titleSuffix: ' | Site Generator' },
  },
  db: databaseAdapter({
    databaseUrl: process.env.DATABASE_URL,
    push: process.env.PAYLOAD_DB_PUSH === 'true',
    schemaName: process.env.DATABASE_SCHEMA || undefined,
  }),
  // Fenced code in the API's markdown becomes a Code block and `![alt](url)` an inline Image block,
  // so both survive the round trip.
  editor: lexicalEditor({
    features: ({ defaultFeatures }) => [
      ...defaultFeatures,
      BlocksFeature({
        blocks: [CodeBlock({ defaultLanguage: 'plaintext' })],
        inlineBlocks: [ImageBlock],
      }),
      ImageMarkdownFeature(),
    ],
  }),
  graphQL: { disablePlaygroundInProduction: true },
  plugins: [siteGenerator()],
  routes: {
    admin: '/admin',
    api: '/api/cms',
    graphQL: '/graphql',
    graphQLPlayground: '/graphql-playground',
  },
  secret: resolveSecret(),
  serverURL: process.env.PUBLIC_URL || '',
  sharp,
  telemetry: false,
  typescript: { outputFile: 'src/payload-types.ts' },
})
