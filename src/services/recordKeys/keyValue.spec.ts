import { describe, expect, it } from 'vitest'

import { ALWAYS_LIVE, KEY_VALUE_MAX, keyRowsOf, keyValue } from './keyValue'

describe('keyValue', () => {
  it('should trim and lower-case text and keep numbers as text', () => {
    expect(keyValue('  Bass Guitar ')).toBe('bass guitar')
    expect(keyValue(1980)).toBe('1980')
    expect(keyValue(1.5)).toBe('1.5')
  })

  it('should refuse blanks, booleans, objects and non-finite numbers', () => {
    for (const value of [
      '',
      '   ',
      'a\u0000b',
      true,
      null,
      undefined,
      { a: 1 },
      ['x'],
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      expect(keyValue(value)).toBeNull()
    }
  })

  it(`should cut values to ${KEY_VALUE_MAX} characters`, () => {
    expect(keyValue('x'.repeat(300))).toHaveLength(KEY_VALUE_MAX)
  })
})

describe('keyRowsOf', () => {
  it('should give one row per string or number field, with the live date', () => {
    const rows = keyRowsOf({
      id: 'r1',
      dataset: 'd1',
      data: { name: 'Piano', year: 1700, beginner: true, empty: '' },
      liveDate: '2024-01-01T00:00:00.000Z',
    })
    expect(rows).toEqual([
      {
        dataset: 'd1',
        record: 'r1',
        field: 'name',
        value: 'piano',
        liveDate: '2024-01-01T00:00:00.000Z',
      },
      {
        dataset: 'd1',
        record: 'r1',
        field: 'year',
        value: '1700',
        liveDate: '2024-01-01T00:00:00.000Z',
      },
    ])
  })

  it('should mark a record without a live date as always live', () => {
    expect(keyRowsOf({ id: 'r', dataset: 'd', data: { a: 'x' }, liveDate: null })[0].liveDate).toBe(
      ALWAYS_LIVE,
    )
  })

  it('should give no rows for data that is not an object', () => {
    expect(keyRowsOf({ id: 'r', dataset: 'd', data: 'text' })).toEqual([])
    expect(keyRowsOf({ id: 'r', dataset: 'd', data: null })).toEqual([])
  })
})
