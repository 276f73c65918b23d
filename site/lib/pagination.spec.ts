import { describe, expect, it } from 'vitest'

import { paginationWindow } from './pagination'

const show = (current: number, total: number) =>
  paginationWindow(current, total)
    .map((slot) => (slot.kind === 'page' ? String(slot.page) : '…'))
    .join(' ')

describe('paginationWindow', () => {
  it('should show every page when there are few', () => {
    expect(show(1, 1)).toBe('1')
    expect(show(2, 5)).toBe('1 2 3 4 5')
  })

  it('should keep the first, the last and two either side of the current page, with gaps', () => {
    expect(show(1, 10)).toBe('1 2 3 … 10')
    expect(show(6, 12)).toBe('1 … 4 5 6 7 8 … 12')
    expect(show(12, 12)).toBe('1 … 10 11 12')
  })

  it('should leave no gap when the window touches the first page', () => {
    expect(show(4, 10)).toBe('1 2 3 4 5 6 … 10')
  })
})
