import type { SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import configPromise from '../../payload.config'
import { getEditorConfig, lexicalToMarkdown, markdownToLexical } from './markdown'
import { codeBlockLanguages } from './markdownCodeBlocks'

type Node = {
  type: string
  tag?: string
  listType?: string
  text?: string
  format?: number | string
  children?: Node[]
  fields?: Record<string, unknown>
}

let config: SanitizedConfig

beforeAll(async () => {
  config = await configPromise
})

const roundTrip = async (markdown: string): Promise<string> =>
  lexicalToMarkdown(await markdownToLexical(markdown, config), config)

const topLevelNodes = async (markdown: string): Promise<Node[]> =>
  (await markdownToLexical(markdown, config)).root.children as Node[]

describe('markdownToLexical', () => {
  it('should turn headings, lists and quotes into their Lexical nodes', async () => {
    const nodes = await topLevelNodes(
      '# Title\n\n## Section\n\n- a\n- b\n\n1. one\n2. two\n\n> quoted',
    )
    expect(nodes.map((node) => [node.type, node.listType ?? node.tag ?? null])).toEqual([
      ['heading', 'h1'],
      ['heading', 'h2'],
      ['list', 'bullet'],
      ['list', 'number'],
      ['quote', null],
    ])
  })

  it('should turn a link into a link node with its URL', async () => {
    const [paragraph] = await topLevelNodes('Read [the guide](https://example.com/guide) first.')
    const link = paragraph.children?.find((child) => child.type === 'link')
    expect(link?.fields).toMatchObject({ url: 'https://example.com/guide' })
  })

  it('should read ***text*** as bold italic text', async () => {
    const [paragraph] = await topLevelNodes('Some ***loud*** words')
    // Lexical text format flags: 1 bold, 2 italic.
    expect(paragraph.children?.map((child) => [child.text, child.format])).toEqual([
      ['Some ', 0],
      ['loud', 3],
      [' words', 0],
    ])
  })

  it('should leave asterisks inside code untouched', async () => {
    expect(await roundTrip('Use `***x***` literally.')).toBe('Use `***x***` literally.')
  })

  it('should read Windows line endings like Unix ones', async () => {
    const nodes = await topLevelNodes('## Heading\r\n\r\nParagraph')
    expect(nodes.map((node) => node.type)).toEqual(['heading', 'paragraph'])
  })
})

describe('markdown -> Lexical -> markdown', () => {
  it.each([
    ['headings', '# Title\n\n## Section\n\n### Subsection\n\nText under it.'],
    ['bullet lists', '- first\n- second with **bold**\n- third'],
    ['numbered lists', '1. first\n2. second\n3. third'],
    ['links', 'See [our guide](https://example.com/guide?x=1) and [the blog](/blog).'],
    ['bold and italic', 'Some **bold**, some *italic* and some ***both***.'],
    ['inline code', 'Run `npm start` to begin.'],
    ['blockquotes', '> Practice makes permanent.'],
    ['horizontal rules', 'Above\n\n---\n\nBelow'],
  ])('should keep %s', async (_, markdown) => {
    expect(await roundTrip(markdown)).toBe(markdown)
  })

  // Fenced code needs a `Code` block in the page editor:
  // lexicalEditor({ features: ({ defaultFeatures }) => [...defaultFeatures, BlocksFeature({ blocks: [CodeBlock()] })] })
  it('should keep fenced code blocks', async () => {
    expect(
      codeBlockLanguages(await getEditorConfig(config)),
      'the page editor has no Code block',
    ).toBeDefined()
    const markdown = 'Before\n\n```typescript\nconst answer = 42\nconsole.log(answer)\n```\n\nAfter'
    expect(await roundTrip(markdown)).toBe(markdown)
  })

  it('should store a fence language the Code block does not know under its full name', async () => {
    expect(await roundTrip('```ts\nlet x = 1\n```')).toBe('```typescript\nlet x = 1\n```')
  })

  it('should keep a whole article with mixed blocks', async () => {
    const article = [
      '## Why practise daily',
      'Short sessions *every day* beat long ones **once a week**.',
      '- Warm up\n- Work on one thing\n- Play something fun',
      '1. Set a timer\n2. Record yourself',
      '> The instrument you practise is better than the perfect one in the cupboard.',
      'More on [the blog](/blog).',
    ].join('\n\n')
    expect(await roundTrip(article)).toBe(article)
  })

  it('should return an empty string for missing content', async () => {
    expect(await lexicalToMarkdown(null, config)).toBe('')
  })
})
