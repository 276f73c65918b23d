import { describe, expect, it } from 'vitest'

import { renderContent, renderPanel } from './renderContent'

const keyboard = { name: 'keyboard', family: 'Keys', price: 499, beginner: true, notes: null }
const piano = { name: 'piano', family: 'Keys', price: 2999, beginner: false, notes: null }
const base = {
  fields: ['name', 'family', 'price', 'beginner', 'notes'],
  seed: '/compare/keyboard-vs-piano',
  unknown: 'remove' as const,
}

describe('renderContent', () => {
  it.each([
    ['#name#', 'keyboard'],
    ['#name[1]# vs #name[2]#', 'keyboard vs piano'],
    ['#price[2]#', '2999'],
    ['#beginner# / #beginner[2]#', 'Yes / No'],
    ['[#notes#]', '[]'],
    ['#name[3]#', ''],
    ['<p style="color:#fff">#family#</p>', '<p style="color:#fff">Keys</p>'],
  ])('should render %s as %s', (content, expected) => {
    expect(renderContent({ ...base, content, records: [keyboard, piano] })).toBe(expected)
  })

  it('should escape record values but keep the admin HTML', () => {
    const evil = { name: '<script>alert("x")</script>', family: "O'Brien & co" }
    const out = renderContent({
      ...base,
      content: '<h1>#name#</h1><p>#family#</p>',
      records: [evil],
    })
    expect(out).toBe(
      '<h1>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</h1><p>O&#39;Brien &amp; co</p>',
    )
  })

  it('should keep unknown placeholders visible in the admin demo and drop them on the public site', () => {
    const args = { ...base, content: 'A #missing# B #name[9]#', records: [keyboard] }
    expect(renderContent({ ...args, unknown: 'keep' })).toBe('A #missing# B #name[9]#')
    expect(renderContent({ ...args, unknown: 'remove' })).toBe('A  B ')
  })

  it('should insert active snippets by tag, with spintax and field placeholders inside, stable per page', () => {
    const snippets = [{ tag: 'cta', content: '<b>{Buy|Get}</b> your #name# today' }]
    const first = renderContent({ ...base, content: '#cta#', records: [keyboard], snippets })
    expect(first).toMatch(/^<b>(Buy|Get)<\/b> your keyboard today$/)
    expect(renderContent({ ...base, content: '#cta#', records: [keyboard], snippets })).toBe(first)
  })

  it('should prefer a field over a snippet of the same name and never expand placeholders from record values', () => {
    const snippets = [
      { tag: 'name', content: 'SNIPPET' },
      { tag: 'cta', content: 'CTA' },
    ]
    expect(renderContent({ ...base, content: '#name#', records: [keyboard], snippets })).toBe(
      'keyboard',
    )
    const sneaky = { name: '#cta#' }
    expect(renderContent({ ...base, content: '#name#', records: [sneaky], snippets })).toBe('#cta#')
  })

  it('should not let a snippet include another snippet', () => {
    const snippets = [
      { tag: 'a', content: 'A(#b#)' },
      { tag: 'b', content: 'B' },
    ]
    expect(renderContent({ ...base, content: '#a#', records: [], snippets })).toBe('A()')
  })
})

describe('record values in links and sources', () => {
  const render = (
    content: string,
    record: Record<string, unknown>,
    snippets?: { tag: string; content: string }[],
  ) =>
    renderContent({
      content,
      fields: Object.keys(record),
      records: [record],
      seed: '/x',
      snippets,
      unknown: 'remove',
    })

  it.each([
    [
      '<a href="#url#">go</a>',
      'https://shop.example/a?b=1&c=2',
      '<a href="https://shop.example/a?b=1&amp;c=2">go</a>',
    ],
    ['<a href="#url#">go</a>', '/instrument/guitar', '<a href="/instrument/guitar">go</a>'],
    [
      '<a href="#url#">go</a>',
      'mailto:shop@example.com',
      '<a href="mailto:shop@example.com">go</a>',
    ],
    ['<a href="#url#">go</a>', 'tel:+15551234', '<a href="tel:+15551234">go</a>'],
    ['<img src="#url#">', 'guitar.png', '<img src="guitar.png">'],
    // A record value is text: its '&' is escaped, so a browser reads no character reference in it.
    [
      '<a href="#url#">go</a>',
      '&#106;avascript:alert(3)',
      '<a href="&amp;#106;avascript:alert(3)">go</a>',
    ],
    [
      '<a href="https://x.example/#url#">go</a>',
      'javascript:alert(3)',
      '<a href="https://x.example/javascript:alert(3)">go</a>',
    ],
  ])('should keep a safe value: %s with %s', (content, url, expected) => {
    expect(render(content, { url })).toBe(expected)
  })

  it.each([
    'javascript:alert(3)',
    'JAVASCRIPT:alert(3)',
    '  javascript:alert(3)',
    'java\tscript:alert(3)',
    'java\nscript:alert(3)',
    '\u0000javascript:alert(3)',
    'javascript&colon;alert(3)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgzKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(3)',
  ])('should render an unsafe value %j in any URL attribute empty', (url) => {
    for (const attribute of [
      'href',
      'src',
      'action',
      'formaction',
      'poster',
      'data',
      'xlink:href',
    ]) {
      expect(render(`<a ${attribute}="#url#">go</a>`, { url }), attribute).toBe(
        `<a ${attribute}="">go</a>`,
      )
      expect(render(`<a ${attribute}='#url#'>go</a>`, { url }), attribute).toBe(
        `<a ${attribute}=''>go</a>`,
      )
      // Unquoted and empty, the value is written "": `href= title=x` would read title=x as the link.
      expect(render(`<a ${attribute}=#url#>go</a>`, { url }), attribute).toBe(
        `<a ${attribute}="">go</a>`,
      )
    }
  })

  it('should check the whole value, so parts cannot add up to a script link', () => {
    expect(render('<a href="java#rest#">go</a>', { rest: 'script:alert(3)' })).toBe(
      '<a href="">go</a>',
    )
    expect(
      render('<a href="#scheme#:#rest#">go</a>', { scheme: 'javascript', rest: 'alert(3)' }),
    ).toBe('<a href="">go</a>')
    expect(render('<a href="java#missing#script:alert(3)">go</a>', { url: '' })).toBe(
      '<a href="">go</a>',
    )
  })

  it('should refuse a srcset with any unsafe candidate', () => {
    expect(render('<img srcset="#a# 1x, #b# 2x">', { a: '/a.png', b: '/b.png' })).toBe(
      '<img srcset="/a.png 1x, /b.png 2x">',
    )
    expect(render('<img srcset="#a# 1x, #b# 2x">', { a: '/a.png', b: 'javascript:alert(3)' })).toBe(
      '<img srcset="">',
    )
  })

  it('should check a snippet placed in a link like a record value, and keep its quotes inside the value', () => {
    const snippets = [
      { tag: 'shop', content: 'https://shop.example/' },
      { tag: 'evil', content: 'javascript:alert(3)' },
      { tag: 'quote', content: '/x" onclick="alert(3)' },
    ]
    expect(render('<a href="#shop#">go</a>', {}, snippets)).toBe(
      '<a href="https://shop.example/">go</a>',
    )
    expect(render('<a href="#evil#">go</a>', {}, snippets)).toBe('<a href="">go</a>')
    expect(render('<a href="#quote#">go</a>', {}, snippets)).toBe(
      '<a href="/x&quot; onclick=&quot;alert(3)">go</a>',
    )
  })

  it('should leave a link the admin wrote as written, when no placeholder is in it', () => {
    expect(render('<a href="javascript:void(0)">#name#</a>', { name: 'x' })).toBe(
      '<a href="javascript:void(0)">x</a>',
    )
  })

  it('should put nothing from a record or snippet into event handlers or srcdoc', () => {
    const snippets = [{ tag: 'code', content: 'alert(3)' }]
    expect(
      render('<a onclick="go(\'#name#\')">#name#</a>', { name: "');alert(3);('" }, snippets),
    ).toBe('<a onclick="go(\'\')">&#39;);alert(3);(&#39;</a>')
    expect(render('<button onmouseover="#code#">b</button>', {}, snippets)).toBe(
      '<button onmouseover="">b</button>',
    )
    expect(render('<iframe srcdoc="#name#"></iframe>', { name: '<script>alert(3)</script>' })).toBe(
      '<iframe srcdoc=""></iframe>',
    )
  })

  it('should not let a value start another attribute inside a tag or an unquoted value', () => {
    expect(render('<a class=#cls#>go</a>', { cls: 'x onmouseover=alert(3)' })).toBe(
      '<a class=x&#32;onmouseover&#61;alert(3)>go</a>',
    )
    expect(render('<div #attrs#>go</div>', { attrs: 'onmouseover=alert(3)' })).toBe(
      '<div onmouseover&#61;alert(3)>go</div>',
    )
    const snippets = [{ tag: 'attrs', content: '><script>alert(3)</script>' }]
    expect(render('<div #attrs#>go</div>', {}, snippets)).toBe(
      '<div &#62;&#60;script&#62;alert(3)&#60;&#47;script&#62;>go</div>',
    )
  })

  it('should write an empty unquoted value as "", so the next attribute stays an attribute', () => {
    // `<img alt= src="x onerror=..."` would make `src="x` the alt text and onerror an attribute.
    expect(render('<img alt=#name# src="#url#">', { name: '', url: 'x onerror=alert(3) y' })).toBe(
      '<img alt="" src="x onerror=alert(3) y">',
    )
    expect(render('<img alt=#name#>', { name: 'a' })).toBe('<img alt=a>')
  })

  it('should fill the same content for each record (the content is cut once and reused)', () => {
    const content = '<a href="#url#" title="#name#">#name#</a>'
    expect(render(content, { name: 'a', url: '/a' })).toBe('<a href="/a" title="a">a</a>')
    expect(render(content, { name: 'b', url: 'javascript:alert(3)' })).toBe(
      '<a href="" title="b">b</a>',
    )
    expect(render(content, { name: 'c', url: 'https://c.example/' })).toBe(
      '<a href="https://c.example/" title="c">c</a>',
    )
  })

  it('should render a record value into a panel link the same way', () => {
    const out = renderPanel({
      content: '<a href="#url#">{Buy|Shop}</a>',
      fields: ['url'],
      records: [{ url: 'javascript:alert(3)' }],
      seed: '/x',
      unknown: 'remove',
    })
    expect(out).toMatch(/^<a href="">(Buy|Shop)<\/a>$/)
  })
})

describe('renderPanel', () => {
  it('should resolve spintax stably for a page and fill placeholders', () => {
    const args = { ...base, content: '{Join|Subscribe to} our #family# list', records: [keyboard] }
    const out = renderPanel(args)
    expect(out).toMatch(/^(Join|Subscribe to) our Keys list$/)
    expect(renderPanel(args)).toBe(out)
  })
})
