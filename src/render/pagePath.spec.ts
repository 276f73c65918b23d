import { describe, expect, it } from 'vitest'

import { isBlogType, pagePath, typeUrlStructure } from './pagePath'

describe('pagePath', () => {
  it('should put a page under its category path, its type prefix, /blog or /page', () => {
    const guide = { urlStructure: null, useCategoryStructure: true }
    const news = { urlStructure: '/news', useCategoryStructure: false }
    expect(pagePath({ blog: false, categoryPath: 'a/b', pageType: guide, slug: 'x' })).toBe(
      '/a/b/x',
    )
    expect(pagePath({ blog: false, pageType: guide, slug: 'x' })).toBe('/page/x')
    expect(pagePath({ blog: true, pageType: news, slug: '48-hours' })).toBe('/news/48-hours')
    expect(pagePath({ blog: true, slug: '48-hours' })).toBe('/blog/48-hours')
    expect(pagePath({ blog: false, slug: 'about' })).toBe('/page/about')
  })

  it("should read a type's prefix and blog-ness as the site does", () => {
    expect(typeUrlStructure({ name: 'N', slug: 'n', urlStructure: '/news/' })).toBe('/news')
    expect(typeUrlStructure({ name: 'N', slug: 'n', urlStructure: 'news' })).toBeNull()
    expect(
      typeUrlStructure({ name: 'N', slug: 'n', urlStructure: '/n', useCategoryStructure: true }),
    ).toBeNull()
    expect(isBlogType({ name: 'Travel Blog', slug: 'travel' })).toBe(true)
    expect(isBlogType({ name: 'Guide', slug: 'guide' })).toBe(false)
  })
})
