import { describe, expect, it } from 'vitest'

import { bracketParams } from './bracketParams'

const tree = (query: string) => bracketParams(new URLSearchParams(query), 'where')

describe('bracketParams', () => {
  it('should read nested brackets, lists by index or [] and repeated keys as qs does', () => {
    expect(
      tree('where[or][0][a][equals]=1&where[or][1][b][in][]=x&where[or][1][b][in][]=y&limit=5')
        .tree,
    ).toEqual({
      or: { 0: { a: { equals: '1' } }, 1: { b: { in: { 0: 'x', 1: 'y' } } } },
    })
    expect(tree('where[a][equals]=1&where[a][equals]=2').tree).toEqual({
      a: { equals: ['1', '2'] },
    })
    expect(tree('where={"a":1}').tree).toBe('{"a":1}')
    expect(tree('limit=5').tree).toBeUndefined()
  })

  it('should keep __proto__ an ordinary key', () => {
    const { tree: where } = tree('where[__proto__][polluted]=yes')
    expect(Object.keys(where as object)).toEqual(['__proto__'])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('should name what is wrong: junk after brackets, more than 10 levels, a value that is also a parent', () => {
    expect(tree('where[a]b=1').problem).toBe(
      'where[a]b is not a valid query key: write where[field][operator]=value',
    )
    expect(tree(`where${'[a]'.repeat(11)}=1`).problem).toBe('where is nested deeper than 10 levels')
    expect(tree(`where${'[a]'.repeat(10)}=1`).problem).toBeUndefined()
    expect(tree('where[a]=1&where[a][equals]=2').problem).toBe(
      'where[a][equals] is given both as a value and with [brackets]',
    )
    expect(tree('where=1&where[a]=2').problem).toBe(
      'where is given both as a value and with [brackets]',
    )
  })
})
