import { S3Client } from '@aws-sdk/client-s3'

import { settings } from './settings'

let client: S3Client | undefined

/**
 * The S3 client of the media store, built once from the S3_* settings, or null without S3_BUCKET.
 * The same options as the storage plugin's (src/config/mediaStorage.ts), which writes what this reads.
 */
export const s3ClientOptions = () => {
  const env = settings()
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined
  return {
    credentials,
    endpoint: env.S3_ENDPOINT,
    // MinIO and most S3-compatible servers address buckets by path, not by host name.
    forcePathStyle: Boolean(env.S3_ENDPOINT),
    region: env.S3_REGION ?? 'us-east-1',
    // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's default
    // trailing checksums (aws-chunked bodies).
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
  }
}

export const mediaBucket = (): { bucket: string; client: S3Client; prefix: string } | null => {
  const env = settings()
  if (!env.S3_BUCKET) return null
  client ??= new S3Client(s3ClientOptions())
  return { bucket: env.S3_BUCKET, client, prefix: env.S3_PREFIX ?? '' }
}
