import { describe, expect, it } from 'vitest'

import { requestUrl } from './requestUrl'

describe('requestUrl', () => {
  it('should read any request target as a path and query, never as a host', () => {
    expect(requestUrl('//').pathname).toBe('//')
    expect(requestUrl('//evil.example/ws/ai-progress').pathname).toBe(
      '//evil.example/ws/ai-progress',
    )
    expect(requestUrl('///admin?x=1').pathname).toBe('///admin')
    expect(requestUrl('/?simulate_domain=%ff').searchParams.get('simulate_domain')).toBe('\ufffd')
    expect(requestUrl('/a/..%2f').pathname).toBe('/a/..%2f')
    expect(requestUrl('*').pathname).toBe('/*')
    expect(requestUrl(undefined).pathname).toBe('/')
  })
})
