import { describe, expect, it } from 'vitest'

import { autoIdentifierField, urlPatternError, urlPlaceholders } from './urlPattern'

describe('urlPlaceholders', () => {
  it('should list distinct placeholders in order of first appearance', () => {
    expect(urlPlaceholders('/instruments/{name}')).toEqual(['name'])
    expect(urlPlaceholders('/compare/{name}-vs-{name}')).toEqual(['name'])
    expect(urlPlaceholders('/{brand}/{model-no}/{brand}/{year_2}')).toEqual([
      'brand',
      'model-no',
      'year_2',
    ])
    expect(urlPlaceholders('/about')).toEqual([])
  })
})

describe('urlPatternError', () => {
  it('should accept paths with {field} placeholders', () => {
    for (const ok of [
      '/',
      '/about',
      '/instruments/{name}',
      '/compare/{a}-vs-{b}',
      '/x/{name}.html',
    ])
      expect(urlPatternError(ok)).toBeNull()
  })

  it('should refuse a pattern without a leading slash, with spaces, or with broken braces', () => {
    expect(urlPatternError('instruments/{name}')).toBe('URL pattern must start with /')
    expect(urlPatternError('/my page/{name}')).toBe('URL pattern must not contain spaces')
    for (const bad of [
      '/x/{name',
      '/x/name}',
      '/x/{}',
      '/x/{first+name}',
      '/x/{{name}}',
      '/x/{a.b}',
    ]) {
      expect(urlPatternError(bad), bad).toMatch(
        /^URL pattern placeholders must look like \{field\}/,
      )
    }
  })

  it('should refuse a content placeholder #field#, naming the {field} to write instead', () => {
    expect(urlPatternError('/city/#name#')).toBe('Write {name}, not #name#')
    expect(urlPatternError('/compare/{name}-vs-#brand#')).toBe('Write {brand}, not #brand#')
    expect(urlPatternError('/city/{name}#top')).toBe('URL pattern must not contain #')
  })
})

describe('autoIdentifierField', () => {
  it('should pick the placeholder only when exactly one distinct placeholder appears', () => {
    expect(autoIdentifierField('/instruments/{name}')).toBe('name')
    expect(autoIdentifierField('/compare/{name}-vs-{name}')).toBe('name')
    expect(autoIdentifierField('/{brand}/{model}')).toBeNull()
    expect(autoIdentifierField('/about')).toBeNull()
  })
})
