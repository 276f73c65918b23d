import { describe, expect, it } from 'vitest'

import { readableTextOn } from './readableTextOn'

describe('readableTextOn', () => {
  it.each([
    ['#1976D2', '#FFFFFF'],
    ['#000000', '#FFFFFF'],
    ['#FFFF00', '#000000'],
    ['#ffffff', '#000000'],
    ['#0D47A1', '#FFFFFF'],
    ['#00897B', '#000000'],
    ['not a colour', '#FFFFFF'],
  ])('should put %s text in %s', (background, text) => {
    expect(readableTextOn(background)).toBe(text)
  })
})
