import { BlocksFeature, CodeBlock, lexicalEditor } from '@payloadcms/richtext-lexical'

import { ImageBlock } from './imageBlock'
import { ImageMarkdownFeature } from './imageMarkdown'

/**
 * The editor of page content (`pages.content`), on the field itself so it is the same in any app
 * that installs the plugin, whatever that app's own `editor`: fenced code in the API's markdown
 * becomes a Code block and `![alt](url)` an inline Image block, so both survive the round trip.
 */
export const contentEditor = () =>
  lexicalEditor({
    features: ({ defaultFeatures }) => [
      ...defaultFeatures,
      BlocksFeature({
        blocks: [CodeBlock({ defaultLanguage: 'plaintext' })],
        inlineBlocks: [ImageBlock],
      }),
      ImageMarkdownFeature(),
    ],
  })
