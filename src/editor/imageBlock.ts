import type { Block } from 'payload'

/**
 * An image by URL inside page text. Pages take their images from stock photo URLs, not from the media
 * collection, so the editor's Upload node (a reference to a media document) cannot hold them. An
 * inline block needs no custom admin component: Payload edits its two fields in a drawer.
 */
export const ImageBlock: Block = {
  slug: 'Image',
  labels: { singular: 'Image', plural: 'Images' },
  fields: [
    { name: 'src', type: 'text', required: true, label: 'Image URL' },
    { name: 'alt', type: 'text', label: 'Alternative text' },
  ],
}
