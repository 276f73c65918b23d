import { describe, expect, it } from 'vitest'

import { hasUnsafeText, unsafeTextIn, unsafeTextMessage } from './unsafeText'

describe('hasUnsafeText', () => {
  it('should find NUL and lone surrogates, and pass every well-formed text', () => {
    for (const bad of ['\0', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800', 'a\ud83d'])
      expect(hasUnsafeText(bad), JSON.stringify(bad)).toBe(true)
    for (const good of ['', 'plain', '😀', 'a\ud83d\ude00b', 'é\u0001\t\n', '\uFFFD', '%00'])
      expect(hasUnsafeText(good), JSON.stringify(good)).toBe(false)
  })
})

describe('unsafeTextIn', () => {
  it('should name the path of the first bad string or key', () => {
    expect(unsafeTextIn({ name: 'ok', blocks: [{ text: 'ok' }, { text: 'a\0' }] })).toBe(
      'blocks.1.text',
    )
    expect(unsafeTextIn({ ['k\ud800']: 1 })).toBe('A field name')
    expect(unsafeTextIn({ data: [{ ['\0']: 1 }] })).toBe('A field name in data.0')
    expect(unsafeTextIn('\0')).toBe('')
    expect(unsafeTextIn(['a', 'b\udc00'], 'ids')).toBe('ids.1')
  })

  it('should find nothing in well-formed values of any type', () => {
    expect(unsafeTextIn({ a: 1, b: null, c: [true, '😀'], d: { e: 'x' } })).toBeUndefined()
    expect(unsafeTextIn(12)).toBeUndefined()
    expect(unsafeTextIn(undefined)).toBeUndefined()
  })
})

describe('unsafeTextMessage', () => {
  it('should name the field, or the request when there is none', () => {
    expect(unsafeTextMessage('username')).toMatch(/^username holds a NUL character/)
    expect(unsafeTextMessage('')).toMatch(/^The request holds/)
  })
})
