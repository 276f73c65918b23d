import { describe, expect, it } from 'vitest'

import { hasHiddenCharacters, nameSkeleton, normalizeUserName } from './names'

describe('user names', () => {
  it('should keep a name in NFKC, trimmed and lower-case', () => {
    expect(normalizeUserName('  \uff21\uff44\uff4d\uff49\uff4e\uff12 ')).toBe('admin2')
    expect(normalizeUserName('Jos\u0065\u0301')).toBe('jos\u00e9')
  })

  it('should find invisible, control and format characters, and spaces other than U+0020', () => {
    for (const hidden of [
      '\u200b',
      '\u200d',
      '\u200f',
      '\u2060',
      '\u2064',
      '\ufeff',
      '\u00ad',
      '\ufe0f',
      '\u{e0100}',
      '\u3164',
      '\u115f',
      '\uffa0',
      '\u{e0041}',
      '\u202e',
      '\n',
      '\t',
      '\u2028',
      '\u00a0',
      '\u1680',
      '\u{10ffff}',
    ])
      expect(hasHiddenCharacters(`ad${hidden}min`), JSON.stringify(hidden)).toBe(true)
    for (const plain of ['admin', 'jane doe', 'zoë', 'łukasz', '山田', 'o\u2019brien'])
      expect(hasHiddenCharacters(plain), plain).toBe(false)
  })

  it('should give look-alikes the same skeleton', () => {
    const admin = nameSkeleton('admin')
    for (const lookalike of [
      '\u0430dmin',
      'adm\u0131n',
      'adm\u0456n',
      'adrnin',
      'ADMIN',
      'admi\u0301n',
      'admin\u200b',
      '\uff41\uff44\uff4d\uff49\uff4e',
    ])
      expect(nameSkeleton(lookalike), lookalike).toBe(admin)
    expect(nameSkeleton('0scar')).toBe(nameSkeleton('oscar'))
    expect(nameSkeleton('pau1')).toBe(nameSkeleton('paul'))
    expect(nameSkeleton('jane  doe')).toBe(nameSkeleton('jane doe'))
  })

  it('should keep names that only look different apart', () => {
    expect(nameSkeleton('admin2')).not.toBe(nameSkeleton('admin'))
    expect(nameSkeleton('ad-min')).not.toBe(nameSkeleton('admin'))
    expect(nameSkeleton('editor')).not.toBe(nameSkeleton('auditor'))
  })
})
