import type { MediaReply } from '../../schemas/media'
import type { Media } from '../../payload-types'
import { mediaPath } from '../../utilities/mediaPath'
import { refId } from '../../utilities/refId'

type StoredSize = NonNullable<Media['sizes']>['thumbnail']

const size = (stored: StoredSize): MediaReply['sizes']['thumbnail'] => {
  const url = mediaPath(stored?.filename)
  return url ? { url, width: stored?.width ?? null, height: stored?.height ?? null } : null
}

/**
 * An uploaded image as the picker needs it: its public address and its sizes' (what pages link to),
 * what it shows, whose it is.
 */
export const serializeMedia = (media: Media): MediaReply => ({
  id: String(media.id),
  tenantId: refId(media.tenant),
  url: mediaPath(media.filename),
  filename: media.filename ?? null,
  mimeType: media.mimeType ?? null,
  width: media.width ?? null,
  height: media.height ?? null,
  alt: media.alt ?? null,
  attribution: media.attribution ?? null,
  sizes: {
    thumbnail: size(media.sizes?.thumbnail),
    card: size(media.sizes?.card),
    large: size(media.sizes?.large),
  },
  createdAt: media.createdAt,
})
