import { describe, expect, it } from 'vitest'

import { orderedId } from './orderedId'

describe('orderedId', () => {
  it('should answer UUIDs that sort in the order they were made', () => {
    const ids = Array.from({ length: 10_000 }, () => orderedId())
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/)
    expect([...ids].sort()).toEqual(ids)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
