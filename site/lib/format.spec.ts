import { describe, expect, it } from 'vitest'

import { formatDate } from './format'

const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

describe('formatDate', () => {
  it('should give the long UTC date of every instant, remembered by day or not', () => {
    // Times late and early in the day: the remembered day must be the UTC one.
    for (const iso of [
      '2025-03-03T00:00:00.000Z',
      '2025-03-03T23:59:59.999Z',
      '2025-03-03T12:00:00Z',
      '1999-12-31T23:30:00.000Z',
    ])
      for (let twice = 0; twice < 2; twice++)
        expect(formatDate(iso)).toBe(intl.format(new Date(iso)))
    expect(formatDate('2025-03-03T23:30:00.000-05:00')).toBe('March 4, 2025')
    expect(formatDate('2025-03-04 01:00:00+00')).toBe('March 4, 2025')
    // 24:00 is the next day's start: not remembered as the day it names.
    expect(formatDate('2025-03-05T24:00:00.000Z')).toBe('March 6, 2025')
    expect(formatDate('2025-03-05T10:00:00.000Z')).toBe('March 5, 2025')
    expect(formatDate('nonsense')).toBeNull()
    expect(formatDate(null)).toBeNull()
  })
})
