import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import type { CollectionConfig } from 'payload'
import sharp from 'sharp'

import { databaseAdapter } from './src/config/database'
import { e2eExtraFields } from './src/siteGenerator/e2eExtraFields'
import { appLogger } from './src/config/logger'
import { mediaStorage } from './src/config/mediaStorage'
import { mailSender, smtpOptions } from './src/config/mailTransport'
import { resolveSecret } from './src/config/secret'
import { UPLOAD_FILE_LIMIT_BYTES, UPLOAD_REQUEST_LIMIT_BYTES } from './src/http/bodyLimits'
import { siteGenerator } from './src/plugin'
import type { SiteGeneratorOptions } from './src/plugin'
import { settings } from './src/config/settings'

const smtpUrl = settings().SMTP_URL

/**
 * This app is the site generator plugin in a Payload config: `siteGenerator(options)` adds every
 * collection. The options are a parameter so tests can build the app with a developer's overrides.
 * @public
 */
/** This app's config; `collections` are a host's own (tests of the plugin in a host use them). */
export const appConfig = (
  options: SiteGeneratorOptions = {},
  collections: CollectionConfig[] = [],
) =>
  buildConfig({
    collections,
    admin: {
      user: 'users',
      meta: { titleSuffix: ' | Site Generator' },
    },
    db: databaseAdapter({
      databaseUrl: settings().DATABASE_URL,
      push: settings().PAYLOAD_DB_PUSH,
      schemaName: settings().DATABASE_SCHEMA,
    }),
    // Page content brings its own editor (src/editor/contentEditor.ts), as in a host app.
    editor: lexicalEditor(),
    // Notifications (Settings) go out through SMTP_URL; without it Payload writes emails to its log.
    // Not verified at start: a mail server that is down must not stop the product.
    email: smtpUrl
      ? nodemailerAdapter({
          ...mailSender(settings().SMTP_FROM),
          skipVerify: true,
          transportOptions: smtpOptions(smtpUrl),
        })
      : undefined,
    graphQL: { disablePlaygroundInProduction: true },
    // JSON lines at LOG_LEVEL, the same logger as the rest of the process (src/config/logger.ts).
    logger: appLogger(),
    plugins: [
      siteGenerator({ admin: { enabled: true }, site: { enabled: true }, ...options }),
      mediaStorage(),
    ],
    routes: {
      admin: '/admin',
      api: '/api/cms',
      graphQL: '/graphql',
      graphQLPlayground: '/graphql-playground',
    },
    secret: resolveSecret(),
    serverURL: settings().PUBLIC_URL || '',
    sharp,
    telemetry: false,
    typescript: { outputFile: 'src/payload-types.ts' },
    // Uploads (multipart to the media collection): 20 MB a file. Express refuses larger requests before
    // Payload reads them (src/http/cmsBody.ts); every other body stops at 1 MB.
    upload: {
      limits: { fileSize: UPLOAD_FILE_LIMIT_BYTES },
      requestSizeLimit: UPLOAD_REQUEST_LIMIT_BYTES,
    },
  })

// E2E_EXTRA_FIELDS (tests only) adds the fields the end-to-end test of "Additional fields" edits.
export default appConfig(e2eExtraFields())
