import type { MediaReply } from '../../../endpoints/schemas/media'
import type { Media } from '../../payload-types'
import { refId } from '../common/refId'

/** An uploaded image as the picker needs it: where it is, what it shows, whose it is. */
export const serializeMedia = (media: Media): MediaReply => ({
  id: String(media.id),
  tenantId: refId(media.tenant),
  url: media.url ?? null,
  filename: media.filename ?? null,
  mimeType: media.mimeType ?? null,
  width: media.width ?? null,
  height: media.height ?? null,
  alt: media.alt ?? null,
  attribution: media.attribution ?? null,
  createdAt: media.createdAt,
})
