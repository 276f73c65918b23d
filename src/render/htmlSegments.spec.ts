import { describe, expect, it } from 'vitest'

import { htmlSegments } from './htmlSegments'

/** Each segment as [kind, text, attribute?]. */
const parts = (html: string) =>
  htmlSegments(html).map((s) =>
    s.kind === 'value'
      ? [s.kind, html.slice(s.start, s.end), s.attribute, s.quote]
      : [s.kind, html.slice(s.start, s.end)],
  )

describe('htmlSegments', () => {
  it('should cover the whole input, in order', () => {
    const html = '<p class="a">x</p><a href=/b title=\'c\' hidden>y</a> tail'
    expect(
      htmlSegments(html)
        .map((s) => html.slice(s.start, s.end))
        .join(''),
    ).toBe(html)
  })

  it('should tell text, tags and quoted and unquoted values apart', () => {
    expect(parts('<a HREF="#url#" title=\'t\' data-x=y>#name#</a>')).toEqual([
      ['tag', '<a HREF="'],
      ['value', '#url#', 'href', '"'],
      ['tag', '" title=\''],
      ['value', 't', 'title', "'"],
      ['tag', "' data-x="],
      ['value', 'y', 'data-x', ''],
      ['tag', '>'],
      ['text', '#name#'],
      ['tag', '</a>'],
    ])
  })

  it('should read a quoted value with > inside and spaces around =', () => {
    expect(parts('<img alt = "a > b" src=x>')).toEqual([
      ['tag', '<img alt = "'],
      ['value', 'a > b', 'alt', '"'],
      ['tag', '" src='],
      ['value', 'x', 'src', ''],
      ['tag', '>'],
    ])
  })

  it('should read comments, stray < and raw-text elements as text', () => {
    expect(parts('a < b <!-- <a href="x"> --> c')).toEqual([
      ['text', 'a < b <!-- <a href="x"> --> c'],
    ])
    expect(parts('<style>a<b{}</style>')).toEqual([
      ['tag', '<style>'],
      ['text', 'a<b{}'],
      ['tag', '</style>'],
    ])
  })

  it('should end at the input end inside an unclosed tag or value', () => {
    expect(parts('<a href="x')).toEqual([
      ['tag', '<a href="'],
      ['value', 'x', 'href', '"'],
    ])
  })
})
