import { beforeAll, describe, expect, it } from 'vitest'

import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

// Page content is markdown in the API and Lexical in the database: what a client saves must come back
// unchanged, through POST, GET and PUT alike.

let server: TestServer
let admin: Client
let tenantId: string
let serial = 0

type LexicalNode = { type: string; fields?: Record<string, unknown>; children?: LexicalNode[] }

const nodesOfType = (node: LexicalNode, type: string): LexicalNode[] => [
  ...(node.type === type ? [node] : []),
  ...(node.children ?? []).flatMap((child) => nodesOfType(child, type)),
]

const save = (content: string) =>
  admin.post('/api/pages', { content, tenantId, title: `Content ${++serial}` })

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
  tenantId = String(
    (
      await server.payload.create({
        collection: 'tenants',
        data: { domain: 'c.example', name: 'C' },
      })
    ).id,
  )
})

describe('page content through the API (markdown <-> Lexical)', () => {
  it.each([
    ['headings', '# Title\n\n## Section\n\n### Subsection\n\nText under it.'],
    ['bullet lists', '- first\n- second with **bold**\n- third'],
    ['numbered lists', '1. first\n2. second\n3. third'],
    ['links', 'See [our guide](https://example.com/guide?x=1) and [the blog](/blog).'],
    ['emphasis', 'Some **bold**, some *italic*, some ***both*** and ~~struck~~.'],
    ['inline code', 'Run `npm start` to begin.'],
    [
      'fenced code',
      'Before\n\n```typescript\nconst answer = 42\nconsole.log(answer)\n```\n\nAfter',
    ],
    ['quotes', '> Practice makes permanent.'],
    ['an image on its own line', '![A grand piano](https://images.example.com/piano_grand.jpg)'],
    ['an image inside text', 'Look at ![the keys](https://images.example.com/keys.png) closely.'],
    ['an image without alt text', '![](/media/photo.jpg)'],
    ['an image in a list', '- ![Violin](https://images.example.com/violin.jpg)\n- Cello'],
  ])('should keep %s', async (_, markdown) => {
    const created = await save(markdown)
    expect(created.status).toBe(201)
    expect(created.json.content).toBe(markdown)
    const listed = (await admin.get(`/api/pages?tenantId=${tenantId}`)).json.find(
      (p: { id: string }) => p.id === created.json.id,
    )
    expect(listed.content).toBe(markdown)
  })

  it('should store an image as an inline Image block with its URL and alt text', async () => {
    const { json } = await save('Intro ![A cat](https://images.example.com/cat.jpg) outro')
    const page = await server.payload.findByID({ collection: 'pages', depth: 0, id: json.id })
    const [image] = nodesOfType(page.content!.root as LexicalNode, 'inlineBlock')
    expect(image.fields).toMatchObject({
      blockType: 'Image',
      alt: 'A cat',
      src: 'https://images.example.com/cat.jpg',
    })
  })

  it('should keep a whole article with mixed blocks through create and update', async () => {
    const article = [
      '## Why practise daily',
      'Short sessions *every day* beat long ones **once a week**.',
      '![Practice room](https://images.example.com/room.jpg)',
      '- Warm up\n- Work on one thing\n- Play something fun',
      '1. Set a timer\n2. Record yourself',
      '> The instrument you practise is better than the perfect one in the cupboard.',
      '```shell\nnpm run practice\n```',
      'More on [the blog](/blog), or run `metronome --bpm 60`.',
    ].join('\n\n')
    const { json: page } = await save('draft')
    const updated = await admin.put(`/api/pages/${page.id}`, { content: article })
    expect(updated.json.content).toBe(article)
  })

  it('should read Windows line endings and store empty content as nothing', async () => {
    expect((await save('## Heading\r\n\r\nParagraph')).json.content).toBe('## Heading\n\nParagraph')
    const { json } = await save('   ')
    expect(json.content).toBe('')
    expect(
      (await server.payload.findByID({ collection: 'pages', id: json.id })).content ?? null,
    ).toBeNull()
  })
})
