import sanitizeHtml from 'sanitize-html'
import type { IOptions } from 'sanitize-html'

import { isSafeDecodedUrl } from '../render/safeUrl'
import { spinVariants } from '../render/spintax'

/**
 * HTML an editor writes (panels, snippets, templates, custom homepage sections), made safe to serve on
 * the tenant's domain: content markup only (headings, text, lists, tables, links, images, figures,
 * code, quotes, and div/span/section with class, id and style), no script, style, iframe, object,
 * embed or form elements, no event handlers, and links and sources with safe schemes only. Template
 * syntax survives: `#field#`, `#field[1]#` and `#tag#` placeholders and `{a|b}` spintax, in text and in
 * attribute values (`<a href="#url#">`); the template engine checks the URL such a placeholder gives when
 * the page is rendered (src/render/renderContent.ts).
 */

const URL_ATTRIBUTES = new Set(['href', 'src', 'cite', 'poster', 'background', 'xlink:href'])
const URL_LIST_ATTRIBUTES = new Set(['srcset'])

/** Every text spintax could turn `url` into must be safe: `{javascript|http}:x` is not. */
const isSafeSpun = (url: string, list: boolean) =>
  spinVariants(url)?.every((variant) =>
    (list ? variant.split(/[\s,]+/) : [variant]).every(isSafeDecodedUrl),
  ) ?? false

const OPTIONS: IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'menu'),
    'img',
    'picture',
    'source',
    'details',
    'summary',
    'del',
    'ins',
  ],
  allowedAttributes: {
    '*': ['class', 'id', 'style', 'title', 'lang', 'dir', 'role', 'aria-*', 'data-*'],
    a: ['href', 'name', 'target', 'rel', 'hreflang'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
    source: ['src', 'srcset', 'sizes', 'media', 'type', 'width', 'height'],
    ol: ['start', 'reversed', 'type'],
    li: ['value'],
    td: ['colspan', 'rowspan', 'headers'],
    th: ['colspan', 'rowspan', 'headers', 'scope', 'abbr'],
    col: ['span'],
    colgroup: ['span'],
    blockquote: ['cite'],
    q: ['cite'],
    del: ['cite', 'datetime'],
    ins: ['cite', 'datetime'],
    time: ['datetime'],
    data: ['value'],
    details: ['open'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowProtocolRelative: true,
  // Kept as written: CSS cannot run script in today's browsers, and parsing it would drop a style
  // holding spintax (`color: {red|blue}`).
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    '*': (tagName, attribs) => {
      const kept = Object.fromEntries(
        Object.entries(attribs).filter(([name, value]) => {
          const attribute = name.toLowerCase()
          if (URL_ATTRIBUTES.has(attribute)) return isSafeSpun(value, false)
          if (URL_LIST_ATTRIBUTES.has(attribute)) return isSafeSpun(value, true)
          return true
        }),
      )
      return { tagName, attribs: kept }
    },
  },
}

export const sanitizeEditorHtml = (html: string): string => sanitizeHtml(html, OPTIONS)
