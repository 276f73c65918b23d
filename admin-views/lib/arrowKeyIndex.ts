/**
 * Where an arrow key moves focus in a list of `count` items (a menu, a tab list), as the ARIA
 * practices have it: the next or previous one with wrap-around, Home the first, End the last; null for
 * any other key. `axis` says which arrows move: up/down in a menu, left/right along tabs.
 */
export const arrowKeyIndex = (
  key: string,
  index: number,
  count: number,
  axis: 'horizontal' | 'vertical',
): null | number => {
  const [forward, back] =
    axis === 'vertical' ? ['ArrowDown', 'ArrowUp'] : ['ArrowRight', 'ArrowLeft']
  if (key === forward) return (index + 1) % count
  if (key === back) return (index - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}
