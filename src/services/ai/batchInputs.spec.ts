import { describe, expect, it } from 'vitest'

import { liveDateFor, normalizeInputs } from './batchInputs'

describe('normalizeInputs', () => {
  it('should trim lines, drop empty ones and remove duplicates ignoring case', () => {
    expect(normalizeInputs(['  Strat ', '', 'Tele', 'strat', '   ', 'TELE', 'Jazzmaster'])).toEqual(
      {
        inputs: ['Strat', 'Tele', 'Jazzmaster'],
        duplicatesRemoved: 2,
      },
    )
  })
})

describe('liveDateFor', () => {
  const start = '2025-01-01T00:00:00.000Z'

  it('should put every record at the start with 0 weeks', () => {
    expect([0, 1, 9].map((index) => liveDateFor({ count: 10, index, start, weeks: 0 }))).toEqual([
      start,
      start,
      start,
    ])
  })

  it('should spread records evenly over the weeks, the first at the start', () => {
    const dates = [0, 1, 2, 3].map((index) => liveDateFor({ count: 4, index, start, weeks: 4 }))
    expect(dates).toEqual([
      '2025-01-01T00:00:00.000Z',
      '2025-01-08T00:00:00.000Z',
      '2025-01-15T00:00:00.000Z',
      '2025-01-22T00:00:00.000Z',
    ])
  })
})
