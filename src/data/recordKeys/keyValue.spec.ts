import { describe, expect, it } from 'vitest'

import { ALWAYS_LIVE, keyRowsOf, keyValue } from './keyValue'

describe('keyValue', () => {
  it('should index a value as its slug, numbers included', () => {
    expect(keyValue('  Bass Guitar ')).toBe('bass-guitar')
    expect(keyValue('Привет мир')).toBe('privet-mir')
    expect(keyValue(1980)).toBe('1980')
  })

  it('should refuse blanks, booleans, objects and non-finite numbers', () => {
    for (const value of [
      '',
      '   ',
      '!!!',
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
})

describe('keyRowsOf', () => {
  it('should give one row per string or number field, with the live date', () => {
    const rows = keyRowsOf({
      id: 'r1',
      dataset: 'd1',
      data: { name: 'Grand Piano', year: 1700, beginner: true, empty: '' },
      liveDate: '2024-01-01T00:00:00.000Z',
      createdAt: '2023-01-01T00:00:00.000Z',
    })
    expect(rows).toEqual([
      {
        dataset: 'd1',
        record: 'r1',
        field: 'name',
        value: 'grand-piano',
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

  it('should date a record without a live date from its creation, else from the epoch', () => {
    const created = '2025-03-04T05:06:07.000Z'
    expect(
      keyRowsOf({ id: 'r', dataset: 'd', data: { a: 'x' }, liveDate: null, createdAt: created })[0]
        .liveDate,
    ).toBe(created)
    expect(keyRowsOf({ id: 'r', dataset: 'd', data: { a: 'x' }, liveDate: null })[0].liveDate).toBe(
      ALWAYS_LIVE,
    )
  })

  it('should give no rows for data that is not an object', () => {
    expect(keyRowsOf({ id: 'r', dataset: 'd', data: 'text' })).toEqual([])
    expect(keyRowsOf({ id: 'r', dataset: 'd', data: null })).toEqual([])
  })
})
