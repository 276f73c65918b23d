import { describe, expect, it } from 'vitest'

import { firstHeading, htmlToText, truncateText } from './htmlText'

describe('htmlText', () => {
  it('should drop tags and decode the escaped characters of record values', () => {
    expect(htmlToText('<p>Tom &amp; Jerry &lt;3</p>\n<script>x()</script><b>ok</b>')).toBe(
      'Tom & Jerry <3 ok',
    )
  })

  it('should find the first h1 as text', () => {
    expect(
      firstHeading('<article><h1 class="t">The <em>Piano</em></h1><h1>Second</h1></article>'),
    ).toBe('The Piano')
    expect(firstHeading('<p>none</p>')).toBeNull()
  })

  it('should cut long text at a word boundary', () => {
    expect(truncateText('short')).toBe('short')
    const cut = truncateText('word '.repeat(60), 40)
    expect(cut.length).toBeLessThanOrEqual(40)
    expect(cut.endsWith('…')).toBe(true)
  })
})
