import type { PhotoReply } from '../../schemas/unsplash'

type UnsplashPhoto = {
  id?: unknown
  width?: unknown
  height?: unknown
  alt_description?: unknown
  description?: unknown
  urls?: { small?: unknown; regular?: unknown; thumb?: unknown }
  links?: { html?: unknown; download_location?: unknown }
  user?: {
    name?: unknown
    username?: unknown
    profile_image?: { small?: unknown }
    links?: { html?: unknown }
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : null)
const num = (v: unknown) => (typeof v === 'number' ? v : null)

/**
 * What the picker shows and Unsplash's guidelines require for attribution, in Unsplash's own field
 * names so a client written against Unsplash reads it unchanged.
 */
export const serializePhoto = (photo: UnsplashPhoto): PhotoReply => ({
  id: String(photo.id ?? ''),
  width: num(photo.width),
  height: num(photo.height),
  alt_description: str(photo.alt_description) ?? str(photo.description),
  urls: {
    small: str(photo.urls?.small),
    regular: str(photo.urls?.regular),
    thumb: str(photo.urls?.thumb),
  },
  links: { html: str(photo.links?.html), download_location: str(photo.links?.download_location) },
  user: {
    name: str(photo.user?.name),
    username: str(photo.user?.username),
    profile_image: { small: str(photo.user?.profile_image?.small) },
    links: { html: str(photo.user?.links?.html) },
  },
})
