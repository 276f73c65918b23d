import { describe, expect, it } from 'vitest'

import { headingSkips } from './headingSkips'

describe('headingSkips', () => {
  it('should find nothing in headings that go down one level at a time', () => {
    expect(headingSkips('## Pianos\n### Uprights\n## Guitars\n### Acoustic\n#### Nylon')).toEqual(
      [],
    )
  })

  it('should report an h2 followed by an h4', () => {
    expect(headingSkips('## Pianos\ntext\n#### Grand pianos')).toEqual([
      { from: 2, text: 'Grand pianos', to: 4 },
    ])
  })

  it('should report content that starts below h2, the page title being the h1', () => {
    expect(headingSkips('### Intro')).toEqual([{ from: 1, text: 'Intro', to: 3 }])
  })

  it('should ignore lines in fenced code and hashes without a space', () => {
    expect(headingSkips('## A\n```\n#### not a heading\n```\n#hashtag')).toEqual([])
  })
})
