import { convertLexicalToHTML, LinkHTMLConverter } from '@payloadcms/richtext-lexical/html'
import type { HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { sanitizeUrl } from 'payload/shared'

import type { Page } from '../../../payload-types'
import { escapeHtml } from '../../../render/escapeHtml'

type CodeFields = { code?: string; language?: string }
type ImageFields = { src?: string; alt?: string }

// Page text is admin-written but may come from AI or an import: every value that reaches an attribute
// or text is escaped here, and URLs go through Payload's own sanitizer (no javascript: sources).
const converters: HTMLConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  // Internal links point at documents; pages have no such links today, so they lead nowhere rather
  // than logging an error per render.
  ...LinkHTMLConverter({ internalDocToHref: () => '#' }),
  blocks: {
    Code: ({ node }: { node: unknown }) => {
      const { code = '', language = 'plaintext' } = (node as { fields: CodeFields }).fields
      return `<pre><code class="language-${escapeHtml(language)}">${escapeHtml(code)}</code></pre>`
    },
  },
  inlineBlocks: {
    Image: ({ node }: { node: unknown }) => {
      const { alt = '', src = '' } = (node as { fields: ImageFields }).fields
      const url = sanitizeUrl(src)
      return url && url !== '#'
        ? `<img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}" loading="lazy">`
        : ''
    },
  },
})

/** Page content (Lexical JSON) as HTML for the public site; '' when there is none. */
export const pageContentHtml = (content: Page['content'] | null | undefined): string => {
  if (!content?.root?.children?.length) return ''
  return convertLexicalToHTML({
    converters,
    data: content as unknown as SerializedEditorState,
    disableContainer: true,
  })
}
