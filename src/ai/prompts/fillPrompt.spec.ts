import { describe, expect, it } from 'vitest'

import { fillPrompt } from './fillPrompt'

describe('fillPrompt', () => {
  it('should put the input value in {field} and known values in {otherField}', () => {
    expect(
      fillPrompt('Describe {field} made by {brand}.', 'Stratocaster', { brand: 'Fender' }),
    ).toBe('Describe Stratocaster made by Fender.')
  })

  it('should leave placeholders without a value as written', () => {
    expect(
      fillPrompt('{field} costs {price} in {colour}', 'Tele', { price: '', colour: null }),
    ).toBe('Tele costs {price} in {colour}')
    expect(fillPrompt('{unknown}', 'x', {})).toBe('{unknown}')
  })

  it('should write numbers and booleans as text, and not read the prototype', () => {
    expect(fillPrompt('{price} {inStock} {constructor}', 'x', { price: 0, inStock: false })).toBe(
      '0 false {constructor}',
    )
  })
})
