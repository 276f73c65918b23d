import { describe, expect, it } from 'vitest'

import { buildUrl, compileUrlPattern, matchUrlPattern, matchUrlPatternAll } from './urlPattern'

describe('matchUrlPattern', () => {
  it.each([
    ['/instrument/{name}', '/instrument/piano', ['piano']],
    ['/instrument/{name}', '/instrument/piano/', ['piano']],
    ['/instrument/{name}', '/instrument/piano?x=1', ['piano']],
    ['/compare/{name}-vs-{name}', '/compare/keyboard-vs-piano', ['keyboard', 'piano']],
    ['/compare/{name}-vs-{name}', '/compare/bass-guitar-vs-piano', ['bass-guitar', 'piano']],
    ['/{brand}/{model}', '/yamaha/p-125', ['yamaha', 'p-125']],
    ['/best-{name}-for-{audience}', '/best-piano-for-kids', ['piano', 'kids']],
    ['/instrument/{name}', '/instrument/caf%C3%A9', ['café']],
    // A '%' that starts no escape is the value's own; escapes that do not decode stay as sent.
    ['/instrument/{name}', '/instrument/100% Cotton%3F', ['100% Cotton?']],
    ['/instrument/{name}', '/instrument/%E0%A4%A', ['%E0%A4%A']],
  ])('should match %s against %s', (pattern, path, expected) => {
    expect(matchUrlPattern(compileUrlPattern(pattern), path)).toEqual(expected)
  })

  it.each([
    ['/instrument/{name}', '/instrument'],
    ['/instrument/{name}', '/instrument/piano/extra'],
    ['/instrument/{name}', '/instruments/piano'],
    ['/compare/{name}-vs-{name}', '/compare/keyboard'],
    ['/instruments', '/instruments'],
  ])('should not match %s against %s', (pattern, path) => {
    expect(matchUrlPattern(compileUrlPattern(pattern), path)).toBeNull()
  })

  it('should keep repeated placeholders in order', () => {
    expect(compileUrlPattern('/compare/{name}-vs-{name}').fields).toEqual(['name', 'name'])
  })

  it('should build the URL back from identifier values', () => {
    expect(buildUrl('/compare/{name}-vs-{name}', ['keyboard', 'piano'])).toBe(
      '/compare/keyboard-vs-piano',
    )
    expect(buildUrl('/instrument/{name}', ['a b'])).toBe('/instrument/a%20b')
  })

  it('should treat regex characters in the pattern literally', () => {
    expect(matchUrlPattern(compileUrlPattern('/a.b/{x}'), '/aXb/1')).toBeNull()
    expect(matchUrlPattern(compileUrlPattern('/a.b/{x}'), '/a.b/1')).toEqual(['1'])
  })
})

describe('matchUrlPatternAll', () => {
  it('should give every split of hyphenated slugs, shortest first values first', () => {
    expect(matchUrlPatternAll(compileUrlPattern('/{city}-{state}'), '/new-york-ny')).toEqual([
      ['new', 'york-ny'],
      ['new-york', 'ny'],
    ])
    expect(
      matchUrlPatternAll(
        compileUrlPattern('/compare/{name}-vs-{name}'),
        '/compare/kramer-vs-kramer-vs-x',
      ),
    ).toEqual([
      ['kramer', 'kramer-vs-x'],
      ['kramer-vs-kramer', 'x'],
    ])
  })

  it('should agree with matchUrlPattern on its first answer', () => {
    for (const [pattern, path] of [
      ['/instrument/{name}', '/instrument/Grand%20Harp'],
      ['/compare/{name}-vs-{name}', '/COMPARE/bass-guitar-vs-piano'],
      ['/{brand}/{model}', '/yamaha/p-125/'],
    ])
      expect(matchUrlPatternAll(compileUrlPattern(pattern), path)[0]).toEqual(
        matchUrlPattern(compileUrlPattern(pattern), path),
      )
  })

  it('should give nothing for a path the pattern does not match', () => {
    expect(matchUrlPatternAll(compileUrlPattern('/instrument/{name}'), '/instrument/a/b')).toEqual(
      [],
    )
    expect(matchUrlPatternAll(compileUrlPattern('/instruments'), '/instruments')).toEqual([])
  })
})
