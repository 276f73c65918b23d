import { describe, expect, it } from 'vitest'

import { escapeFormula, unescapeFormula } from './formulaCells'

const FORMULA = ['=', '+', '-', '@', '\t', '\r']
const OTHERS = ["'", 'a', '1', ' ', '"', ',', '\n', '', '=', '-5', 'é']

const TAILS = ['', 'SUM(A1:A9)', "cmd|' /C calc'!A0"]

/** Every text of up to three leading quotes, two first characters and a tail: 3,000 and more. */
const values = () => {
  const out: string[] = []
  for (const quotes of ['', "'", "''", "'''"])
    for (const first of [...FORMULA, ...OTHERS])
      for (const second of [...FORMULA, ...OTHERS])
        for (const tail of TAILS) out.push(`${quotes}${first}${second}${tail}`)
  return out
}

describe('escapeFormula', () => {
  it('should put a quote before a text a spreadsheet would run as a formula (OWASP)', () => {
    expect(escapeFormula('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)")
    expect(escapeFormula('+1')).toBe("'+1")
    expect(escapeFormula('-5')).toBe("'-5")
    expect(escapeFormula('@cmd')).toBe("'@cmd")
    expect(escapeFormula('\t=1')).toBe("'\t=1")
    expect(escapeFormula('\r=1')).toBe("'\r=1")
  })

  it("should leave other texts alone, and escape a text that already looks escaped ('=1)", () => {
    for (const text of ['hello', "'hello", "'", '', ' =1', '1-2', 'a=b'])
      expect(escapeFormula(text)).toBe(text)
    expect(escapeFormula("'=1")).toBe("''=1")
    expect(escapeFormula("''-5")).toBe("'''-5")
  })

  it('should never give a cell that starts with a formula character', () => {
    for (const text of values())
      expect(FORMULA.includes(escapeFormula(text).charAt(0)), JSON.stringify(text)).toBe(false)
  })
})

describe('unescapeFormula', () => {
  it('should give back every text escapeFormula was given', () => {
    const all = values()
    expect(all.length).toBeGreaterThan(3000)
    for (const text of all) expect(unescapeFormula(escapeFormula(text))).toBe(text)
  })

  it("should take the quote off a cell written by hand, such as '-5 in a number column", () => {
    expect(unescapeFormula("'-5")).toBe('-5')
    expect(unescapeFormula("'=1")).toBe('=1')
    expect(unescapeFormula("'hello")).toBe("'hello")
    expect(unescapeFormula('-5')).toBe('-5')
  })
})
