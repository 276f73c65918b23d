import { describe, expect, it } from 'vitest'

import { decodeReferences, isSafeUrl, isSafeUrlList } from './safeUrl'

describe('isSafeUrl', () => {
  it.each([
    'https://example.com/a?b=1&amp;c=2',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:shop@example.com',
    'tel:+15551234',
    '/instrument/guitar',
    'guitar.html',
    '../up',
    '//cdn.example/x.png',
    '?page=2',
    '#top',
    '',
    'x/y:z',
  ])('should allow %s', (url) => {
    expect(isSafeUrl(url)).toBe(true)
  })

  it.each([
    'javascript:alert(3)',
    'JavaScript:alert(3)',
    ' javascript:alert(3)',
    '\u0001javascript:alert(3)',
    'java\tscript:alert(3)',
    'java\nscript:alert(3)',
    'java&#9;script:alert(3)',
    'java&Tab;script:alert(3)',
    '&#106;avascript:alert(3)',
    '&#x6A;avascript:alert(3)',
    '&#0000106avascript:alert(3)',
    'javascript&colon;alert(3)',
    'javascript&#58;alert(3)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.com',
    'java&unknownref;script:alert(3)',
    // The editor's sanitizer reads the scheme with spaces removed ('ajavascript:'): refused alike.
    'a javascript:alert(1)<p',
    'java script:alert(3)',
  ])('should refuse %s', (url) => {
    expect(isSafeUrl(url)).toBe(false)
  })

  it('should decode references once, as a browser does', () => {
    expect(decodeReferences('&amp;#106;')).toBe('&#106;')
    expect(isSafeUrl('&amp;#106;avascript:alert(3)')).toBe(true)
  })
})

describe('isSafeUrlList', () => {
  it('should allow a srcset of safe candidates and refuse one with an unsafe candidate', () => {
    expect(isSafeUrlList('/a.png 1x, https://cdn.example/b.png 2x')).toBe(true)
    expect(isSafeUrlList('/a.png 1x, javascript:alert(3) 2x')).toBe(false)
  })
})
