import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { s3ClientOptions } from './s3Client'
import { settings } from './settings'

/**
 * Media on an S3-compatible store when S3_BUCKET is set (`@payloadcms/storage-s3`), so every
 * instance serves the same files; otherwise on local disk under DATA_DIR/media. The plugin is always
 * added, off without a bucket, and inserts its fields either way (`alwaysInsertFields`): the schema,
 * and so the migrations, are the same on every deployment.
 */
export const mediaStorage = (): Plugin => {
  const env = settings()
  return s3Storage({
    alwaysInsertFields: true,
    bucket: env.S3_BUCKET ?? '',
    collections: { media: env.S3_PREFIX ? { prefix: env.S3_PREFIX } : true },
    config: s3ClientOptions(),
    enabled: Boolean(env.S3_BUCKET),
  })
}
