/** The media store's variables (S3 or an S3-compatible server), part of settingDefinitions. */
import { httpUrl, optionalText } from './settingRules'

export const storageDefinitions = {
  S3_BUCKET: {
    rule: optionalText,
    default: 'none',
    meaning:
      'media uploads go to this S3 bucket (`@payloadcms/storage-s3`) instead of `DATA_DIR/media`; needs `S3_REGION` or `S3_ENDPOINT`, and the keys unless the host gives a role',
  },
  S3_REGION: {
    rule: optionalText,
    default: '`us-east-1`',
    meaning: "the bucket's region",
  },
  S3_ENDPOINT: {
    rule: httpUrl,
    default: 'AWS',
    meaning:
      'an S3-compatible server (MinIO, Cloudflare R2, Backblaze B2), e.g. `http://minio:9000`; paths are then bucket-style (`/bucket/key`)',
  },
  S3_ACCESS_KEY_ID: {
    rule: optionalText,
    default: 'none',
    meaning: 'the S3 access key (else the AWS SDK finds credentials itself: environment, role)',
    secret: true as const,
  },
  S3_SECRET_ACCESS_KEY: {
    rule: optionalText,
    default: 'none',
    meaning: 'the S3 secret key',
    secret: true as const,
  },
  S3_PREFIX: {
    rule: optionalText,
    default: 'none',
    meaning: 'a folder inside the bucket for the media files, e.g. `cms/media`',
  },
}
