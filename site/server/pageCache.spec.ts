import { describe, expect, it } from 'vitest'

import { createPageCache, etagOf, matchesEtag } from './pageCache'

const response = (text: string) => {
  const body = Buffer.from(text)
  return { body, etag: etagOf(body), headers: {}, status: 200 }
}

const versions = { a: 1, b: 1 }
const current = (dependencies: [string, number][]) =>
  dependencies.every(([key, version]) => versions[key as 'a' | 'b'] === version)

describe('createPageCache', () => {
  it('should answer a hit only while every version it depends on is unchanged', () => {
    const cache = createPageCache({ maxBytes: 1e6, maxEntries: 10, ttlMs: 60_000 })
    cache.set('on-a', [['a', 1]], response('one'))
    cache.set('on-b', [['b', 1]], response('two'))
    expect(cache.get('on-a', current)?.body.toString()).toBe('one')
    versions.a = 2
    expect(cache.get('on-a', current)).toBeNull()
    expect(cache.get('on-b', current)?.body.toString()).toBe('two')
    versions.a = 1
    expect(cache.get('on-a', current)).toBeNull()
  })

  it('should drop the least recently used entry past its bounds', () => {
    const cache = createPageCache({ maxBytes: 1e6, maxEntries: 2, ttlMs: 60_000 })
    cache.set('a', [], response('a'))
    cache.set('b', [], response('b'))
    cache.get('a', current)
    cache.set('c', [], response('c'))
    expect(cache.get('b', current)).toBeNull()
    expect(cache.get('a', current)).not.toBeNull()
    expect(cache.size()).toBe(2)
  })

  it('should keep its bytes under maxBytes', () => {
    const cache = createPageCache({ maxBytes: 40, maxEntries: 100, ttlMs: 60_000 })
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, [], response('0123456789'))
    expect(cache.bytes()).toBeLessThanOrEqual(40)
    expect(cache.get('d', current)).not.toBeNull()
  })
})

describe('matchesEtag', () => {
  it('should match a listed, weak or wildcard validator and nothing else', () => {
    const etag = etagOf(Buffer.from('x'))
    expect(matchesEtag(etag, etag)).toBe(true)
    expect(matchesEtag(`"other", W/${etag}`, etag)).toBe(true)
    expect(matchesEtag('*', etag)).toBe(true)
    expect(matchesEtag('"other"', etag)).toBe(false)
    expect(matchesEtag(undefined, etag)).toBe(false)
  })
})
