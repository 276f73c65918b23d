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

  it('should end comments where browsers do, and read bogus comments up to their >', () => {
    // `<!-->` is a whole comment: the <img> after it is a tag, not comment text.
    expect(parts('<!--><img alt="x">')).toEqual([
      ['text', '<!-->'],
      ['tag', '<img alt="'],
      ['value', 'x', 'alt', '"'],
      ['tag', '">'],
    ])
    expect(parts('<!--->a<!-- b --!><b>')).toEqual([
      ['text', '<!--->a<!-- b --!>'],
      ['tag', '<b>'],
    ])
    // A bogus comment ends at the first '>', even one that would sit in a value: what follows is text.
    expect(parts('<!x <a title=">" id="y"><b>')).toEqual([
      ['text', '<!x <a title=">" id="y">'],
      ['tag', '<b>'],
    ])
    expect(parts('</1 <a href="x">y')).toEqual([['text', '</1 <a href="x">y']])
  })

  it('should end raw text only at its own end tag', () => {
    expect(parts('<style>a</styles><b></style>')).toEqual([
      ['tag', '<style>'],
      ['text', 'a</styles><b>'],
      ['tag', '</style>'],
    ])
    expect(parts('<plaintext></plaintext><b>')).toEqual([
      ['tag', '<plaintext>'],
      ['text', '</plaintext><b>'],
    ])
  })

  it('should end at the input end inside an unclosed tag or value', () => {
    expect(parts('<a href="x')).toEqual([
      ['tag', '<a href="'],
      ['value', 'x', 'href', '"'],
    ])
  })
})
