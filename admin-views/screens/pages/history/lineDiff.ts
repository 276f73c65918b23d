/** One row of a side-by-side diff: a line kept, changed, only in the old text or only in the new. */
export type DiffRow =
  | { kind: 'added'; right: string }
  | { kind: 'changed'; left: string; right: string }
  | { kind: 'removed'; left: string }
  | { kind: 'same'; left: string; right: string }

// Past this many line pairs the common lines are not searched for: every line is shown as changed.
const MAX_CELLS = 4_000_000

/** Lines only on one side, between two kept lines, paired up as changed lines while both sides have one. */
const pairUp = (removed: string[], added: string[]): DiffRow[] =>
  Array.from({ length: Math.max(removed.length, added.length) }, (_, index): DiffRow => {
    const left = removed[index]
    const right = added[index]
    if (left !== undefined && right !== undefined) return { kind: 'changed', left, right }
    return left !== undefined ? { kind: 'removed', left } : { kind: 'added', right: right! }
  })

/**
 * The lines of `before` and `after` side by side (a longest-common-subsequence diff): kept lines
 * face each other, and the lines between them are changed, removed or added.
 */
export const lineDiff = (before: string, after: string): DiffRow[] => {
  const a = before === '' ? [] : before.split('\n')
  const b = after === '' ? [] : after.split('\n')
  if (a.length * b.length > MAX_CELLS) return pairUp(a, b)
  // common[i][j]: the longest common run of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1))
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i][j] =
        a[i] === b[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1])
    }
  }
  const rows: DiffRow[] = []
  let removed: string[] = []
  let added: string[] = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      rows.push(...pairUp(removed, added), { kind: 'same', left: a[i], right: b[j] })
      removed = []
      added = []
      i++
      j++
    } else if (j < b.length && (i === a.length || common[i][j + 1] >= common[i + 1][j])) {
      added.push(b[j++])
    } else {
      removed.push(a[i++])
    }
  }
  return [...rows, ...pairUp(removed, added)]
}
