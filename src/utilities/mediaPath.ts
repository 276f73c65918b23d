/**
 * Where the public site serves an uploaded image: `/media/{filename}`, on every host (a tenant's own
 * domain, the admin's, a preview). Relative, so a page's featured image loads from the domain the page
 * is on. Only raster image names are served (the media collection accepts nothing else).
 */
const MEDIA_PREFIX = '/media/'

/** A stored file name the route serves: no path, no dot file, a raster image extension. */
export const MEDIA_FILENAME = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,254}\.(?:png|jpe?g|gif|webp|avif)$/i

/** `/media/{filename}`, or null for a name the route would not serve. */
export const mediaPath = (filename: null | string | undefined): null | string =>
  filename && MEDIA_FILENAME.test(filename) ? `${MEDIA_PREFIX}${filename}` : null

/** Whether a value is the public address of an uploaded image (what a featured image may be besides a URL). */
export const isMediaPath = (value: string): boolean =>
  value.startsWith(MEDIA_PREFIX) && MEDIA_FILENAME.test(value.slice(MEDIA_PREFIX.length))
