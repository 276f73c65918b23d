import type { ImageSize } from 'payload'

/**
 * The sizes sharp makes of every upload (Payload's `imageSizes`): a cropped 4:3 thumbnail for the
 * image picker's grid, and two widths for the public site (cards, and the featured image of a page).
 * A size larger than the original is not made; the original stands in for it.
 */
export const MEDIA_SIZES = [
  { name: 'thumbnail', width: 400, height: 300, position: 'centre' },
  { name: 'card', width: 800 },
  { name: 'large', width: 1600 },
] as const satisfies readonly ImageSize[]
