import {
  $createServerInlineBlockNode,
  $isServerInlineBlockNode,
  createServerFeature,
  ServerInlineBlockNode,
} from '@payloadcms/richtext-lexical'
import type { InlineBlockFields, SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'

import { ImageBlock } from './imageBlock'

type Transformer = NonNullable<
  SanitizedServerEditorConfig['features']['markdownTransformers']
>[number]

// `![alt](url)` or `![alt](url "title")`; the title is not kept (the block has no field for it).
const IMAGE = /!\[((?:[^\]\\]|\\.)*)\]\(([^()\s]+)(?:\s+"[^"]*")?\)/

// Markdown's own escapes, so an alt text with brackets survives the trip.
const escapeAlt = (alt: string) => alt.replace(/[[\]\\]/g, '\\$&')

/**
 * `![alt](url)` <-> the inline `Image` block. Payload's stock transformers leave image markdown as
 * plain text (and italic markers inside a URL would then be read as emphasis), and its Upload
 * transformer only knows `![collection:id]()` references.
 */
const imageMarkdownTransformer: Transformer = {
  type: 'text-match',
  dependencies: [ServerInlineBlockNode],
  export: (node) => {
    if (!$isServerInlineBlockNode(node)) return null
    const fields = node.getFields()
    if (fields.blockType !== ImageBlock.slug) return null
    return `![${escapeAlt(String(fields.alt ?? ''))}](${String(fields.src ?? '')})`
  },
  importRegExp: IMAGE,
  regExp: new RegExp(`${IMAGE.source}$`),
  replace: (textNode, match) => {
    const [, alt = '', src = ''] = match
    // The node generates the block's id; the declared parameter type wrongly still requires one.
    const fields = { alt: alt.replace(/\\([[\]\\])/g, '$1'), blockType: ImageBlock.slug, src }
    const node = $createServerInlineBlockNode(fields as unknown as InlineBlockFields)
    textNode.replace(node)
  },
  trigger: ')',
}

/** Registers the image transformer with the editor, next to the `Image` inline block it produces. */
export const ImageMarkdownFeature = createServerFeature({
  key: 'imageMarkdown',
  feature: { markdownTransformers: [imageMarkdownTransformer] },
})
