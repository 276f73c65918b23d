/**
 * The first `limit` items in the order `compare` gives, as sort().slice() would give them: one pass
 * keeping a sorted list of the best so far. Related pages rank hundreds of candidates to keep a dozen.
 */
export const topOf = <T>(
  items: Iterable<T>,
  limit: number,
  compare: (a: T, b: T) => number,
): T[] => {
  const top: T[] = []
  if (limit <= 0) return top
  for (const item of items) {
    if (top.length === limit && compare(item, top[limit - 1]!) >= 0) continue
    let at = top.length
    while (at > 0 && compare(item, top[at - 1]!) < 0) at -= 1
    top.splice(at, 0, item)
    if (top.length > limit) top.pop()
  }
  return top
}
