import { describe, expect, it } from 'vitest'

import { foldText } from './foldText'

describe('foldText', () => {
  it('should drop case and accents so a search finds either form', () => {
    expect(foldText('Crème Brûlée')).toBe('creme brulee')
    expect(foldText('ÉTÉ À SÃO PAULO')).toBe('ete a sao paulo')
    expect(foldText('plain-slug-42')).toBe('plain-slug-42')
  })
})
