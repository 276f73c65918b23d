import { describe, expect, it } from 'vitest'

import { urlPatternFieldsError } from './urlPatternFields'

describe('urlPatternFieldsError', () => {
  it('should accept a pattern whose placeholders are all fields of the dataset', () => {
    expect(urlPatternFieldsError('/city/{name}', ['name', 'country'])).toBeNull()
    expect(urlPatternFieldsError('/{country}/{name}-vs-{name}', ['name', 'country'])).toBeNull()
    expect(urlPatternFieldsError('/about', [])).toBeNull()
  })

  it('should name the unknown placeholders and the fields the dataset has', () => {
    expect(urlPatternFieldsError('/city/{nme}', ['name', 'country'])).toBe(
      'Unknown field {nme}: the dataset has name, country',
    )
    expect(urlPatternFieldsError('/{model}/{name}/{year}', ['name'])).toBe(
      'Unknown fields {model}, {year}: the dataset has name',
    )
    expect(urlPatternFieldsError('/city/{name}', [])).toBe(
      'Unknown field {name}: the dataset has no fields',
    )
  })
})
