import { describe, expect, it } from 'vitest'

import { slugify } from './slugify'

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  Trim me  ', 'trim-me'],
    ['Piano vs. Keyboard: Which One?', 'piano-vs-keyboard-which-one'],
    ['many   spaces\tand\nlines', 'many-spaces-and-lines'],
    ['a -- b', 'a-b'],
    ['--edges--', 'edges'],
    ['Café crème', 'cafe-creme'],
    ['snake_case & more!', 'snakecase-more'],
    ['2024 Guide', '2024-guide'],
    ['!!!', ''],
    ['', ''],
  ])('should turn %j into %j', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  it('should give a slug that passes the slug check', () => {
    expect(slugify('  Ünïcödé — Títle №1 ')).toMatch(/^[a-z0-9-]+$/)
  })
})
