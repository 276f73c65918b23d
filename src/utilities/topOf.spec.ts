import { describe, expect, it } from 'vitest'

import { topOf } from './topOf'

type Scored = [string, { score: number; live: string }]

// The order related pages rank by: most shared values, then most recently live, then id.
const byRank = ([a, x]: Scored, [b, y]: Scored) =>
  y.score - x.score || (x.live < y.live ? 1 : x.live > y.live ? -1 : a < b ? -1 : 1)

describe('topOf', () => {
  it('should give what sort().slice() gives, for lists longer and shorter than the limit', () => {
    let seed = 7
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    for (let run = 0; run < 200; run++) {
      const items: Scored[] = Array.from({ length: Math.floor(random() * 300) }, (_, i) => [
        `r${i}`,
        {
          live: `2024-01-${String(1 + Math.floor(random() * 9)).padStart(2, '0')}`,
          score: Math.floor(random() * 4),
        },
      ])
      const limit = 1 + Math.floor(random() * 20)
      expect(topOf(new Map(items), limit, byRank)).toEqual([...items].sort(byRank).slice(0, limit))
    }
  })

  it('should give nothing for a limit of zero or less', () => {
    expect(topOf([3, 1, 2], 0, (a, b) => a - b)).toEqual([])
    expect(topOf([3, 1, 2], -1, (a, b) => a - b)).toEqual([])
  })
})
