/**
 * Content can never run script: thousands of random panels and snippets made of hostile HTML, spintax
 * and placeholders, stored as an editor's save stores them (sanitized), rendered through the real
 * render path with hostile record values, then read as a browser reads them (parse5 implements the
 * HTML standard's parser).
 *
 * The invariant: the elements and attributes a browser sees in the rendered HTML R are exactly those it
 * sees in sanitize(R): the sanitizer would remove no element and no attribute from what we render
 * (same elements in the same order, each with the same attribute names). Text and attribute values may
 * differ in spelling (the sanitizer re-escapes them), never in markup. As a plain check besides, R has
 * no event handler, no srcdoc, no script-like element and no link or source with an unsafe scheme.
 */
import fc from 'fast-check'
import { parse } from 'parse5'
import type { DefaultTreeAdapterTypes } from 'parse5'
import { describe, expect, it } from 'vitest'

import { withSimulateDomainInHtml } from '../../site/lib/links'
import { sanitizeEditorHtml } from '../html/sanitizeEditorHtml'
import { renderContent, renderPanel } from './renderContent'
import { isSafeDecodedUrl } from './safeUrl'

type Node = DefaultTreeAdapterTypes.Node
type Element = DefaultTreeAdapterTypes.Element

// Pieces of hostile HTML: tags allowed and not, quotes, brackets, comments and bogus comments, raw-text
// elements, foreign content, handlers, script links, references, spintax and placeholders.
const PIECES = [
  '<p>',
  '</p>',
  '<b>',
  '</b>',
  '<div class="',
  '<span title="',
  '">',
  '" />',
  "'>",
  '<a href="',
  "<a href='",
  '<a href=',
  '<img src="/x.png" alt="',
  '<img alt=',
  '<div data-',
  '="1">',
  '<td>',
  '<table>',
  '<ul><li>',
  '<script>',
  '</script>',
  '<style>',
  '</style>',
  '<textarea>',
  '</textarea>',
  '<title>',
  '<iframe srcdoc="',
  '<svg><a href="',
  '<math><mtext>',
  '<noscript>',
  '</noscript>',
  '<template>',
  '<xmp>',
  '<select>',
  '"',
  "'",
  '`',
  '<',
  '>',
  '=',
  '/',
  ' ',
  '\t',
  '\n',
  '&',
  '&quot;',
  '&#34;',
  '&lt;',
  '&gt;',
  '&#106;',
  '&colon;',
  '&amp;',
  ';',
  '<!--',
  '-->',
  '--!>',
  '<!-->',
  '<!x',
  '</1',
  '<?',
  '<![CDATA[',
  ']]>',
  ' onerror="alert(1)"',
  ' onclick=alert(1)',
  'javascript:alert(1)',
  'java\tscript:',
  ' style="color:red"',
  ' srcdoc="<script>alert(1)</script>"',
  '{',
  '|',
  '}',
  '{a|b}',
  '{A|A|B"><p>}',
  '{x|',
  '|y}',
  '{{a|b}|c}',
  '{|',
  '#name#',
  '#url#',
  '#name[2]#',
  '#cta#',
  '#note#',
  '#nope#',
  '#',
  'text',
  'alert(1)',
  'x',
]

// What a record may hold: anything, and values made to break out of wherever they land.
const VALUES = [
  '"><img src=x onerror=alert(1)>',
  "' onmouseover='alert(1)",
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'x onerror=alert(1) y',
  '',
  '{a|b}',
  '{A|A|B"><p>}',
  '#cta#',
  '<!--',
  '-->',
  '</textarea><script>alert(1)</script>',
  '&#106;avascript:alert(1)',
  '/ok',
  'https://ok.example',
]

const hostileHtml = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((p) => p.join(''))
const value = fc.oneof(fc.constantFrom(...VALUES), fc.string({ maxLength: 12 }))
const record = fc.record({ name: value, url: value, extra: value })

// What an editor can store: its HTML as the save sanitizes it.
const stored = hostileHtml.map(sanitizeEditorHtml)

const FORBIDDEN_ELEMENTS =
  /^(script|style|iframe|frame|object|embed|form|svg|math|template|noscript|textarea|title|base|meta|link|xmp|select)$/
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'cite', 'data'])

const elementsOf = (node: Node, out: Element[] = []): Element[] => {
  if ('tagName' in node) out.push(node)
  const children =
    'content' in node ? node.content.childNodes : 'childNodes' in node ? node.childNodes : []
  for (const child of children) elementsOf(child, out)
  return out
}

/** The elements a browser builds from `html`, where a panel sits: in a div of the page's body. */
const elementsIn = (html: string) =>
  elementsOf(parse(`<!doctype html><html><head></head><body><div>${html}</div></body></html>`))

/**
 * Each element with its attribute names: what the sanitizer could remove. Empty attributes are left
 * out: sanitize-html drops every empty one but `alt` (its allowedEmptyAttributes) as noise, not as a
 * danger, and a placeholder whose value is empty or an unsafe URL renders one (`href=""`).
 */
const structureOf = (html: string) =>
  elementsIn(html).map(
    (e) =>
      `${e.tagName}[${e.attrs
        .filter((a) => a.value !== '')
        .map((a) => a.name)
        .sort()
        .join(' ')}]`,
  )

/** What a browser would run or follow: handlers, srcdoc, script-like elements, script links. */
const dangersIn = (html: string): string[] =>
  elementsIn(html).flatMap((e) => [
    ...(FORBIDDEN_ELEMENTS.test(e.tagName) ? [`<${e.tagName}>`] : []),
    ...e.attrs
      .filter(
        (a) =>
          a.name.startsWith('on') ||
          a.name === 'srcdoc' ||
          (URL_ATTRIBUTES.has(a.name) && !isSafeDecodedUrl(a.value)) ||
          (a.name === 'srcset' && !a.value.split(/[\s,]+/).every(isSafeDecodedUrl)),
      )
      .map((a) => `${e.tagName} ${a.name}="${a.value}"`),
  ])

const expectSafe = (rendered: string) => {
  expect(dangersIn(rendered), rendered).toEqual([])
  expect(structureOf(rendered), rendered).toEqual(structureOf(sanitizeEditorHtml(rendered)))
}

const world = fc.record({
  content: stored,
  cta: stored,
  note: stored,
  records: fc.array(record, { minLength: 1, maxLength: 2 }),
  seed: fc.oneof(fc.constantFrom('/', '/compare/a-vs-b'), fc.string({ maxLength: 8 })),
  unknown: fc.constantFrom('keep' as const, 'remove' as const),
})

const ISSUE = '<p><img src="/x.png" alt="{A|A|B"><p>}" onerror="alert(1)"></p>'

describe('rendered content never holds markup the sanitizer would remove', () => {
  it('should keep a panel, its snippets and record values to what an editor may write', () => {
    fc.assert(
      fc.property(world, ({ content, cta, note, records, seed, unknown }) => {
        const args = {
          content,
          fields: ['name', 'url', 'extra'],
          records,
          seed,
          snippets: [
            { tag: 'cta', content: cta },
            { tag: 'note', content: note },
          ],
          unknown,
        }
        const panel = renderPanel(args)
        expectSafe(panel)
        expectSafe(withSimulateDomainInHtml(panel, 'demo.localhost'))
        expectSafe(renderContent(args))
      }),
      {
        numRuns: 2000,
        examples: [
          [
            {
              content: sanitizeEditorHtml(ISSUE),
              cta: sanitizeEditorHtml(ISSUE),
              note: '',
              records: [{ name: '', url: 'javascript:alert(1)', extra: '"><b>' }],
              seed: '/a',
              unknown: 'remove',
            },
          ],
        ],
      },
    )
  })

  it("should not render the issue's onerror on any page, through a panel or a snippet", () => {
    const content = sanitizeEditorHtml(ISSUE)
    for (let i = 0; i < 200; i++) {
      const seed = `/page-${i}`
      const snippets = [{ tag: 'cta', content }]
      const panel = renderPanel({ content, records: [], seed, unknown: 'remove' })
      const page = renderContent({
        content: '<div>#cta#</div>',
        records: [],
        seed,
        snippets,
        unknown: 'remove',
      })
      for (const html of [panel, page]) expect(dangersIn(html), html).toEqual([])
    }
  })
})
