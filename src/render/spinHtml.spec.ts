import { describe, expect, it } from 'vitest'

import { spinHtml, unresolvedGroup } from './spinHtml'
import { spin } from './spintax'

const seeds = Array.from({ length: 40 }, (_, i) => `/page-${i}`)
/** Every output over many pages. */
const outputs = (html: string) => [...new Set(seeds.map((seed) => spinHtml(html, seed)))].sort()

describe('spinHtml', () => {
  it('should resolve groups in text and in attribute values, as spin does', () => {
    const html =
      '<div class="{a|b}"><h3>{Join|Subscribe to} the list</h3><a title=\'{x|y}\' href="/{p|q}">{Go|Open {now|today}}</a></div>'
    for (const seed of seeds) expect(spinHtml(html, seed)).toBe(spin(html, seed))
    expect(outputs('<p title={a|b}>x</p>')).toEqual(['<p title=a>x</p>', '<p title=b>x</p>'])
  })

  it("should leave the issue's group, spanning a value's quote and a tag, as written", () => {
    const stored = '<p><img src="/x.png" alt="{A|A|B" /></p><p>}" onerror="alert(1)"&gt;</p>'
    expect(outputs(stored)).toEqual([stored])
    const raw = '<img src="/x.png" alt="{A|A|B"><p>}" onerror="alert(1)">'
    expect(outputs(raw)).toEqual([raw])
  })

  it('should leave groups among attribute names, across tags and around comments as written', () => {
    for (const html of [
      '<div data-{a|b}="1" {c|d}>x</div>',
      '<p>{<b>Great</b>|Good} deal</p>',
      '<p>{a|<!-- b -->c}</p>',
      // Deleting the space would make `<img` a tag.
      '<p>a <{ |}img src=x onerror=alert(1)></p>',
      '<!-- {-|}-> <img src=x onerror=alert(1)> -->',
    ])
      expect(outputs(html), html).toEqual([html])
  })

  it('should still resolve the groups that lie within one text or value beside one that spans', () => {
    expect(outputs('<p>{a|b}</p><p title="{x|">y}</p>')).toEqual([
      '<p>a</p><p title="{x|">y}</p>',
      '<p>b</p><p title="{x|">y}</p>',
    ])
  })

  it('should render a link or source empty when the resolved value has an unsafe scheme', () => {
    expect(outputs('<a href="{javascript|https}:alert(1)">x</a>')).toEqual([
      '<a href="">x</a>',
      '<a href="https:alert(1)">x</a>',
    ])
    expect(outputs('<img srcset="{javascript:x|/a.png} 2x">')).toEqual([
      '<img srcset="">',
      '<img srcset="/a.png 2x">',
    ])
  })

  it('should write an unquoted value that resolves empty as ""', () => {
    expect(outputs('<img alt={|} src="x">')).toEqual(['<img alt="" src="x">'])
  })

  it('should return HTML without groups unchanged', () => {
    const html = '<p class="{name}">a | b {c}</p>'
    expect(spinHtml(html, '/x')).toBe(html)
  })
})

describe('unresolvedGroup', () => {
  it('should name the first group left as written, as written', () => {
    expect(unresolvedGroup('<p>{a|b}</p><p>{<b>Great</b>|Good {x|y}}</p>')).toBe(
      '{<b>Great</b>|Good {x|y}}',
    )
    expect(unresolvedGroup('<p><img alt="{A|A|B" /></p><p>}" onerror="alert(1)"&gt;</p>')).toBe(
      '{A|A|B" /></p><p>}',
    )
    expect(unresolvedGroup('<div data-{a|b}="1">x</div>')).toBe('{a|b}')
  })

  it('should find none when every group lies within one text or value', () => {
    expect(unresolvedGroup('<p title="{a|b}">{c|{d|e}} {name} a|b</p>')).toBeNull()
    expect(unresolvedGroup('no groups')).toBeNull()
  })
})
