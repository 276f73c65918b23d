import { describe, expect, it } from 'vitest'

import { lineDiff } from './lineDiff'

describe('lineDiff', () => {
  it('should face kept lines and pair the changed ones between them', () => {
    expect(lineDiff('# Title\nOld line\nEnd', '# Title\nNew line\nAdded\nEnd')).toEqual([
      { kind: 'same', left: '# Title', right: '# Title' },
      { kind: 'changed', left: 'Old line', right: 'New line' },
      { kind: 'added', right: 'Added' },
      { kind: 'same', left: 'End', right: 'End' },
    ])
  })

  it('should show lines only in the old text as removed', () => {
    expect(lineDiff('a\nb\nc', 'a\nc')).toEqual([
      { kind: 'same', left: 'a', right: 'a' },
      { kind: 'removed', left: 'b' },
      { kind: 'same', left: 'c', right: 'c' },
    ])
    expect(lineDiff('', '')).toEqual([])
    expect(lineDiff('', 'x')).toEqual([{ kind: 'added', right: 'x' }])
  })
})
