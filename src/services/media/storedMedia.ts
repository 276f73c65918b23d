import path from 'node:path'
import type { Readable } from 'node:stream'

import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3'

import { mediaBucket } from '../../config/s3Client'

type StoredMedia = { body: Readable; contentLength?: number; contentType?: string }

/**
 * An uploaded file from the S3 media store (S3_BUCKET), where the storage plugin put it
 * (`{S3_PREFIX}/{filename}`), or null when there is no such object. Only called with S3 on: without it
 * the files are on disk and the route sends them itself.
 */
export const readStoredMedia = async (filename: string): Promise<StoredMedia | null> => {
  const store = mediaBucket()
  if (!store) return null
  try {
    const object = await store.client.send(
      new GetObjectCommand({
        Bucket: store.bucket,
        Key: path.posix.join(store.prefix, filename),
      }),
    )
    if (!object.Body) return null
    return {
      body: object.Body as Readable,
      contentLength: object.ContentLength,
      contentType: object.ContentType,
    }
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') return null
    throw error
  }
}

export const mediaOnS3 = (): boolean => mediaBucket() !== null
