import { describe, expect, it } from 'vitest'

import { createPageCache, etagOf, matchesEtag } from './pageCache'

const response = (text: string) => {
  const body = Buffer.from(text)
  return { body, etag: etagOf(body), headers: {}, status: 200 }
}

describe('createPageCache', () => {
  it('should answer a hit only while the content version is unchanged', () => {
    const cache = createPageCache({ maxBytes: 1e6, maxEntries: 10, ttlMs: 60_000 })
    cache.set('a', 'v1', response('one'))
    expect(cache.get('a', 'v1')?.body.toString()).toBe('one')
    expect(cache.get('a', 'v2')).toBeNull()
    expect(cache.get('a', 'v1')).toBeNull()
  })

  it('should drop the least recently used entry past its bounds', () => {
    const cache = createPageCache({ maxBytes: 1e6, maxEntries: 2, ttlMs: 60_000 })
    cache.set('a', 'v', response('a'))
    cache.set('b', 'v', response('b'))
    cache.get('a', 'v')
    cache.set('c', 'v', response('c'))
    expect(cache.get('b', 'v')).toBeNull()
    expect(cache.get('a', 'v')).not.toBeNull()
    expect(cache.size()).toBe(2)
  })

  it('should keep its bytes under maxBytes', () => {
    const cache = createPageCache({ maxBytes: 40, maxEntries: 100, ttlMs: 60_000 })
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, 'v', response('0123456789'))
    expect(cache.bytes()).toBeLessThanOrEqual(40)
    expect(cache.get('d', 'v')).not.toBeNull()
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
