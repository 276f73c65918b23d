import type { SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import configPromise from '../../payload.config'
import { lexicalToMarkdown, markdownToLexical } from '../services/markdown'

type Node = { type: string; text?: string; fields?: Record<string, unknown>; children?: Node[] }

let config: SanitizedConfig

beforeAll(async () => {
  config = await configPromise
})

const paragraph = async (markdown: string) =>
  ((await markdownToLexical(markdown, config)).root.children[0] as Node).children ?? []
const roundTrip = async (markdown: string) =>
  lexicalToMarkdown(await markdownToLexical(markdown, config), config)

describe('image markdown <-> inline Image block', () => {
  it('should turn ![alt](url) into an Image block between the text around it', async () => {
    const nodes = await paragraph('Look ![A cat](https://example.com/cat.jpg) here')
    expect(nodes.map((n) => n.type)).toEqual(['text', 'inlineBlock', 'text'])
    expect(nodes[1].fields).toMatchObject({
      alt: 'A cat',
      blockType: 'Image',
      src: 'https://example.com/cat.jpg',
    })
  })

  it('should not read emphasis inside the URL', async () => {
    expect(await roundTrip('![x](https://example.com/a_b_c*d*.jpg)')).toBe(
      '![x](https://example.com/a_b_c*d*.jpg)',
    )
  })

  it('should keep escaped brackets in the alt text', async () => {
    const [image] = await paragraph('![a \\[b\\]](https://example.com/x.png)')
    expect(image.fields?.alt).toBe('a [b]')
    expect(await roundTrip('![a \\[b\\]](https://example.com/x.png)')).toBe(
      '![a \\[b\\]](https://example.com/x.png)',
    )
  })

  it('should drop an image title, which the block cannot hold', async () => {
    expect(await roundTrip('![x](https://example.com/x.png "Title")')).toBe(
      '![x](https://example.com/x.png)',
    )
  })

  it('should leave image markdown inside inline code as code', async () => {
    expect(await roundTrip('Write `![alt](url)` for images.')).toBe(
      'Write `![alt](url)` for images.',
    )
  })

  it('should leave links alone', async () => {
    const nodes = await paragraph('[A link](https://example.com)')
    expect(nodes.map((n) => n.type)).toEqual(['link'])
  })
})
