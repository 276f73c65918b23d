import { describe, expect, it } from 'vitest'

import { optionalLine, optionalText, requiredContent, requiredText } from './common'

const ONE_LINE = 'Name must be a single line, without line breaks or control characters'

describe('single-line and multi-line text rules', () => {
  it('should refuse a line break or another control character in a required name', () => {
    for (const bad of [
      'a\nb',
      'a\r\nb',
      'a\rb',
      'a\u0085b',
      'a\u2028b',
      'a\u2029b',
      'a\tb',
      'a\u0000b',
    ]) {
      const result = requiredText('Name').safeParse(bad)
      expect(result.success, JSON.stringify(bad)).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(ONE_LINE)
    }
    expect(requiredText('Name').parse('  Café Ünïcode ✓  ')).toBe('Café Ünïcode ✓')
  })

  it('should refuse them in an optional single line, and let content have many lines', () => {
    expect(optionalLine('Name').safeParse('a\nb').success).toBe(false)
    expect(optionalLine('Name').safeParse(null).success).toBe(true)
    expect(optionalLine('Name').safeParse(undefined).success).toBe(true)
    expect(requiredContent('Content').parse('<p>a</p>\n<p>b</p>')).toBe('<p>a</p>\n<p>b</p>')
    expect(optionalText('Notes').parse('one\ntwo')).toBe('one\ntwo')
  })
})
