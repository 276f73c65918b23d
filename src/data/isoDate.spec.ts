import { describe, expect, it } from 'vitest'

import { isoDate } from './isoDate'

describe('isoDate', () => {
  it('should answer ISO text of an instant as it is, and other forms converted', () => {
    expect(isoDate('2024-05-06T07:08:09.010Z')).toBe('2024-05-06T07:08:09.010Z')
    expect(isoDate('2024-01-01 10:00:00+00')).toBe('2024-01-01T10:00:00.000Z')
    expect(isoDate('2024-01-01T12:00:00+02:00')).toBe('2024-01-01T10:00:00.000Z')
    expect(isoDate(new Date('2024-03-04T05:06:07.000Z'))).toBe('2024-03-04T05:06:07.000Z')
    expect(isoDate('2024-05-06T24:00:00.000Z')).toBe('2024-05-07T00:00:00.000Z')
    expect(isoDate('not a date')).toBe('not a date')
    expect(isoDate('')).toBeNull()
    expect(isoDate(null)).toBeNull()
  })

  it("should read PostgreSQL's text of early years as written, not as 2000 onwards", () => {
    expect(isoDate('0001-01-01 00:00:00+00')).toBe('0001-01-01T00:00:00.000Z')
    expect(isoDate('0015-01-01 00:00:00+00')).toBe('0015-01-01T00:00:00.000Z')
    expect(isoDate('0099-12-31 23:30:00.123456+00')).toBe('0099-12-31T23:30:00.123Z')
    expect(isoDate('0015-01-01 05:30:00+05:30')).toBe('0015-01-01T00:00:00.000Z')
    expect(isoDate('2024-01-01 10:00:00.5-02')).toBe('2024-01-01T12:00:00.500Z')
  })
})
