import { describe, expect, it } from 'vitest'

import { VALUE_SLUG_MAX, valueSlug } from './valueSlug'

describe('valueSlug', () => {
  it.each([
    ['Grand Harp', 'grand-harp'],
    ['  GRAND   harp ', 'grand-harp'],
    ['bass-guitar', 'bass-guitar'],
    ['Café Crème', 'cafe-creme'],
    ['Straße & Co', 'strasse-co'],
    ['Привет мир', 'privet-mir'],
    ['Ελληνικά', 'ellinika'],
    ['北京', 'bei-jing'],
    ['Łódź', 'lodz'],
    ["O'Brien's", 'obriens'],
    ['Piano vs. Keyboard: Which One?', 'piano-vs-keyboard-which-one'],
    ['snake_case/path', 'snake-case-path'],
    ['AC/DC — Live!', 'ac-dc-live'],
    ['🎸 Guitar', 'guitar'],
    [1980, '1980'],
    [1.5, '1-5'],
  ])('should turn %j into %j', (value, slug) => {
    expect(valueSlug(value)).toBe(slug)
  })

  it('should give no slug for values with nothing left, and for non-values', () => {
    for (const value of ['', '   ', '!!!', '🎸', true, null, undefined, {}, ['x'], Number.NaN])
      expect(valueSlug(value)).toBeNull()
  })

  it('should give the slug of a slug unchanged', () => {
    for (const value of ['Grand Harp', 'Привет мир', 'Straße & Co', 'a--b'])
      expect(valueSlug(valueSlug(value))).toBe(valueSlug(value))
  })

  it(`should cut slugs to ${VALUE_SLUG_MAX} characters without a trailing hyphen`, () => {
    const slug = valueSlug(`${'ab '.repeat(200)}`) as string
    expect(slug.length).toBeLessThanOrEqual(VALUE_SLUG_MAX)
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })
})
