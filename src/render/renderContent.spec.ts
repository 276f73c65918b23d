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

describe('renderPanel', () => {
  it('should resolve spintax stably for a page and fill placeholders', () => {
    const args = { ...base, content: '{Join|Subscribe to} our #family# list', records: [keyboard] }
    const out = renderPanel(args)
    expect(out).toMatch(/^(Join|Subscribe to) our Keys list$/)
    expect(renderPanel(args)).toBe(out)
  })
})
