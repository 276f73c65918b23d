import { describe, expect, it } from 'vitest'

import { spin, spinVariants } from './spintax'

describe('spin', () => {
  it('should pick one option of each group', () => {
    const out = spin('{Hello|Hi|Hey} there', '/a')
    expect(['Hello there', 'Hi there', 'Hey there']).toContain(out)
  })

  it('should give the same text for the same seed, every time', () => {
    const text = '{a|b|c|d|e|f} {1|2|3|4|5|6} {x|y|z}'
    const first = spin(text, '/compare/keyboard-vs-piano')
    for (let i = 0; i < 20; i++) expect(spin(text, '/compare/keyboard-vs-piano')).toBe(first)
  })

  it('should vary between pages', () => {
    const text = '{a|b|c|d|e|f|g|h} {1|2|3|4|5|6|7|8}'
    const outputs = new Set(Array.from({ length: 40 }, (_, i) => spin(text, `/page-${i}`)))
    expect(outputs.size).toBeGreaterThan(5)
  })

  it('should resolve nested groups and leave plain {field} braces and text without groups alone', () => {
    const out = spin('{Great {deal|offer}|Good {deal|offer}}', '/x')
    expect(['Great deal', 'Great offer', 'Good deal', 'Good offer']).toContain(out)
    expect(spin('Price {name} and {}', '/x')).toBe('Price {name} and {}')
    expect(spin('no groups here', '/x')).toBe('no groups here')
  })

  it('should allow an empty option', () => {
    const outs = new Set(Array.from({ length: 30 }, (_, i) => spin('a{|b}c', `/${i}`)))
    expect([...outs].sort()).toEqual(['abc', 'ac'])
  })
})

describe('spinVariants', () => {
  it('should list every text spin can give, nested groups included', () => {
    expect([...new Set(spinVariants('{a|b}-{c|{d|e}}'))].sort()).toEqual([
      'a-c',
      'a-d',
      'a-e',
      'b-c',
      'b-d',
      'b-e',
    ])
    expect(spinVariants('no groups {here}')).toEqual(['no groups {here}'])
  })

  it('should give up past the limit', () => {
    expect(spinVariants('{a|b}{a|b}{a|b}{a|b}{a|b}{a|b}{a|b}')).toBeNull()
    expect(spinVariants('{a|b}{a|b}', 4)).toHaveLength(4)
  })
})
