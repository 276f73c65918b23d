import type { RequestHandler } from 'express'

import { mediaDir } from '../../src/config/paths'
import { mediaOnS3, readStoredMedia } from '../../src/services/media/storedMedia'
import { MEDIA_FILENAME } from '../../src/utilities/mediaPath'

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000

const HEADERS = {
  // Opened on its own, the image is a document: it may run nothing and load nothing.
  'content-security-policy':
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  'cross-origin-resource-policy': 'cross-origin',
}

/** The same answer from the S3 media store (S3_BUCKET), streamed through. */
const sendFromS3: RequestHandler = (req, res, next) => {
  readStoredMedia(req.path.slice(1)).then((stored) => {
    if (!stored) return next()
    res.set(HEADERS)
    res.set('cache-control', `public, max-age=${ONE_YEAR_MS / 1000}, immutable`)
    if (stored.contentType) res.type(stored.contentType)
    if (stored.contentLength !== undefined) res.set('content-length', String(stored.contentLength))
    if (req.method === 'HEAD') {
      stored.body.destroy()
      return void res.end()
    }
    stored.body.on('error', (error) => (res.headersSent ? res.destroy(error) : next(error)))
    stored.body.pipe(res)
  }, next)
}

/**
 * GET /media/{filename}: an uploaded image (or one of its sizes), for anyone, on any host, so a page's
 * featured image shows on the tenant's own domain. Only the file: the list of uploads and their details
 * stay behind sign-in (GET /api/media, /api/cms/media). Names carry a random token (the media
 * collection's `unguessableFilename`), so an image is found only through a page that shows it; a name
 * is never reused, so the answer may be cached for a year. Nothing but a raster image name in the media
 * folder (or the S3 media store) is served: no paths, no dot files, no other file of the data folder; any other path
 * under /media/ goes on to the site's pages.
 */
export const mediaFiles = (): RequestHandler => (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next()
  const name = req.path.slice(1)
  if (!MEDIA_FILENAME.test(name)) return next()
  if (mediaOnS3()) return sendFromS3(req, res, next)
  res.sendFile(
    name,
    {
      dotfiles: 'deny',
      headers: HEADERS,
      immutable: true,
      maxAge: ONE_YEAR_MS,
      root: mediaDir(),
    },
    (error?: Error & { status?: number; statusCode?: number }) => {
      if (!error || res.headersSent) return
      // No such image: the path is left to the site (its 'Page Not Found', or a template's URL).
      const status = error.statusCode ?? error.status ?? 500
      next(status === 404 || status === 403 ? undefined : error)
    },
  )
}
