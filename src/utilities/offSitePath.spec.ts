import { describe, expect, it } from 'vitest'

import { isOffSitePath, onSiteLocation } from './offSitePath'

describe('isOffSitePath', () => {
  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
  ])('should see %j as another site', (path) => {
    expect(isOffSitePath(path)).toBe(true)
  })

  it.each([
    '/',
    '/evil.example',
    '/a//b',
    '/a\\b',
    '/%E0%A4',
    '/caf%C3%A9',
    'https://x.example//y',
  ])('should see %j as a path of the site', (path) => {
    expect(isOffSitePath(path)).toBe(false)
  })
})

describe('onSiteLocation', () => {
  it('should keep a Location on the site, and leave others as they are', () => {
    expect(onSiteLocation('/%5Cevil.example')).toBe('/evil.example')
    expect(onSiteLocation('/\\/%2F\tevil.example?a=1')).toBe('/evil.example?a=1')
    expect(onSiteLocation('/bikes?page=2')).toBe('/bikes?page=2')
    expect(onSiteLocation('https://partner.example/offer')).toBe('https://partner.example/offer')
  })
})
