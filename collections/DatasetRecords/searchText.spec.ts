import { describe, expect, it } from 'vitest'

import { foldText, searchPhrase, searchTextOf } from './searchText'

describe('foldText', () => {
  it('should lower-case, take accents off and make runs of white space one space', () => {
    expect(foldText('São  Paulo')).toBe('sao paulo')
    expect(foldText(' Zürich\tÉCOLE ')).toBe('zurich ecole')
    expect(foldText('İSTANBUL')).toBe('istanbul')
    expect(foldText('Plain ASCII, 42')).toBe('plain ascii, 42')
  })

  it('should fold a repeated value the same way every time', () => {
    expect([foldText('Bogotá'), foldText('Bogotá'), foldText('BOGOTÁ')]).toEqual([
      'bogota',
      'bogota',
      'bogota',
    ])
  })
})

describe('searchTextOf', () => {
  it('should keep text and number values, one a line, and leave out booleans and empties', () => {
    expect(
      searchTextOf({ city: 'São Paulo', population: 12.5, big: true, notes: '', none: null }),
    ).toBe('sao paulo\n12.5')
    expect(searchTextOf({ flag: false })).toBeNull()
    expect(searchTextOf(null)).toBeNull()
    expect(searchTextOf(['x'])).toBeNull()
  })

  it('should fold a search the same way as the values it is compared with', () => {
    expect(searchTextOf({ c: 'Zürich' })?.includes(searchPhrase('  ZURICH '))).toBe(true)
  })
})
