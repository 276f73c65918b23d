import { describe, expect, it } from 'vitest'

import { parentPath, withSimulateDomain, withSimulateDomainInHtml } from './links'

describe('withSimulateDomain', () => {
  it('should add simulate_domain to internal links only', () => {
    expect(withSimulateDomain('/blog', 'demo.localhost')).toBe(
      '/blog?simulate_domain=demo.localhost',
    )
    expect(withSimulateDomain('/c?page=2#top', 'demo.localhost')).toBe(
      '/c?page=2&simulate_domain=demo.localhost#top',
    )
    expect(withSimulateDomain('https://x.example/', 'demo.localhost')).toBe('https://x.example/')
    expect(withSimulateDomain('//cdn.example/a', 'demo.localhost')).toBe('//cdn.example/a')
    expect(withSimulateDomain('/blog', null)).toBe('/blog')
  })

  it('should not add it twice', () => {
    expect(withSimulateDomain('/?simulate_domain=a.localhost', 'b.localhost')).toBe(
      '/?simulate_domain=a.localhost',
    )
  })
})

describe('withSimulateDomainInHtml', () => {
  it('should rewrite internal hrefs of anchors in admin HTML', () => {
    const html =
      '<p><a class="x" href="/instruments">a</a> <a href="https://e.example/">b</a> <a href="/c?x=1&amp;y=2">c</a></p>'
    expect(withSimulateDomainInHtml(html, 'demo.localhost')).toBe(
      '<p><a class="x" href="/instruments?simulate_domain=demo.localhost">a</a> <a href="https://e.example/">b</a> <a href="/c?x=1&amp;y=2&amp;simulate_domain=demo.localhost">c</a></p>',
    )
  })
})

describe('parentPath', () => {
  it('should go one level up, to / at the top', () => {
    expect(parentPath('/a/b/c')).toBe('/a/b')
    expect(parentPath('/a/')).toBe('/')
    expect(parentPath('/')).toBe('/')
  })
})
