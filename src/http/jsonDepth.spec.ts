import { describe, expect, it } from 'vitest'

import { jsonDepth } from './jsonDepth'

describe('jsonDepth', () => {
  it('should count nested arrays and objects, and 0 for a scalar', () => {
    expect(jsonDepth('12')).toBe(0)
    expect(jsonDepth('{}')).toBe(1)
    expect(jsonDepth('{"a":[1,{"b":[]}],"c":{}}')).toBe(4)
  })

  it('should not count brackets inside strings, escaped quotes included', () => {
    expect(jsonDepth('{"a":"[[[{{{","b":"\\"[[[\\\\"}')).toBe(1)
  })

  it('should stop counting once past the limit, without recursion on 100,000 levels', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000)
    expect(jsonDepth(deep)).toBe(100_000)
    expect(jsonDepth(deep, 100)).toBe(101)
  })
})
