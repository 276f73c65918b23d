import type { Payload, Where } from 'payload'

import { MEDIA_FILENAME } from '../../utilities/mediaPath'
import { inSlices, LEFTOVER_GRACE_MS, oldFiles, removeFiles } from '../files/oldFiles'

type Args = { payload: Payload; now?: number; graceMs?: number }
type Sizes = Record<string, { filename?: string | null } | undefined>

/**
 * Removes the files in the media folder (DATA_DIR/media) that no media document names, as its file
 * or one of its sizes: what an upload left when the process died, or the database refused the
 * document, after Payload had written its files (it writes them before the insert and does not take
 * them back). Files written in the last hour stay (an upload may be saving them now). Nothing is
 * done with media on S3 (S3_BUCKET), where no file is on disk. Answers the names removed.
 */
export const sweepMediaFiles = async ({
  graceMs = LEFTOVER_GRACE_MS,
  now = Date.now(),
  payload,
}: Args): Promise<string[]> => {
  const upload = payload.collections.media?.config.upload
  if (!upload || upload.disableLocalStorage || !upload.staticDir) return []
  const dir = upload.staticDir
  const sizes = (upload.imageSizes ?? []).map((size) => size.name)
  // Only image names, as the media collection stores them: any other file there is not ours to take.
  const old = await oldFiles(dir, now - graceMs, MEDIA_FILENAME)
  const named = new Set<string>()
  await inSlices(old, 200, async (names) => {
    const where: Where = {
      or: [
        { filename: { in: names } },
        ...sizes.map((size) => ({ [`sizes.${size}.filename`]: { in: names } })),
      ],
    }
    const { docs } = await payload.find({
      collection: 'media',
      depth: 0,
      limit: 0,
      overrideAccess: true,
      pagination: false,
      select: { filename: true, sizes: true },
      where,
    })
    for (const doc of docs) {
      if (doc.filename) named.add(doc.filename)
      for (const size of Object.values((doc.sizes ?? {}) as Sizes))
        if (size?.filename) named.add(size.filename)
    }
  })
  const gone = old.filter((name) => !named.has(name))
  await removeFiles(dir, gone)
  return gone
}
