import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { useFakeOpenAI } from '../support/aiHelpers'
import { startFakeOpenAI } from '../support/fakeOpenAI'
import type { FakeOpenAI } from '../support/fakeOpenAI'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
let fake: FakeOpenAI

beforeAll(async () => {
  fake = await startFakeOpenAI()
  useFakeOpenAI(fake, { AI_MAX_RETRIES: '0' })
  server = await startTestServer()
  admin = await signIn(server)
})

afterAll(async () => {
  await server.close()
  await fake.close()
})

beforeEach(() => fake.reset())

describe('AI blog suggestions', () => {
  it('should answer suggestions with title, excerpt, content and tags, using every option given', async () => {
    const reply = await admin.post('/api/ai/blog-suggestions', {
      topic: 'home recording',
      industry: 'technology',
      tone: 'casual',
      targetAudience: 'developers',
      keywords: ['microphones', 'microphones', '  ', 'DAW'],
      count: 3,
    })
    expect(reply.status).toBe(200)
    expect(reply.json.suggestions).toHaveLength(3)
    for (const s of reply.json.suggestions) {
      expect(s).toEqual({
        title: expect.any(String),
        excerpt: expect.any(String),
        content: expect.any(String),
        tags: expect.any(Array),
      })
    }
    const prompt = fake.requests[0].prompt
    for (const part of [
      'Suggest 3 blog posts about: home recording.',
      'Industry: technology.',
      'Tone: casual.',
      'Target audience: developers.',
      'keywords: microphones, DAW.',
    ]) {
      expect(prompt).toContain(part)
    }
  })

  it('should clamp the count to 1..10, default 2', async () => {
    expect(
      (await admin.post('/api/ai/blog-suggestions', { topic: 'pianos', count: 50 })).json
        .suggestions,
    ).toHaveLength(10)
    expect(
      (await admin.post('/api/ai/blog-suggestions', { topic: 'pianos', count: 0 })).json
        .suggestions,
    ).toHaveLength(1)
    expect(
      (await admin.post('/api/ai/blog-suggestions', { topic: 'pianos' })).json.suggestions,
    ).toHaveLength(2)
  })

  it('should refuse a missing topic and option values outside the spec', async () => {
    expect((await admin.post('/api/ai/blog-suggestions', { topic: ' ' })).json.errors.topic).toBe(
      'Topic is required',
    )
    const industry = await admin.post('/api/ai/blog-suggestions', {
      topic: 'x',
      industry: 'mining',
    })
    expect([industry.status, industry.json.errors.industry]).toEqual([
      400,
      expect.stringMatching(/^Industry must be one of technology, business, .*travel$/),
    ])
    expect(
      (await admin.post('/api/ai/blog-suggestions', { topic: 'x', tone: 'angry' })).status,
    ).toBe(400)
    expect(
      (await admin.post('/api/ai/blog-suggestions', { topic: 'x', targetAudience: 'cats' })).status,
    ).toBe(400)
    expect(
      (await admin.post('/api/ai/blog-suggestions', { topic: 'x', count: 'lots' })).json.errors
        .count,
    ).toBe('Count must be a number')
    expect(fake.requests).toHaveLength(0)
  })
})

describe('AI content improvement', () => {
  it('should answer the rewritten content and an excerpt, following the improvement type and instructions', async () => {
    const reply = await admin.post('/api/ai/improve-content', {
      content: '# Pianos\n\nThey are nice.',
      improvementType: 'shorten',
      additionalInstructions: 'Mention Steinway',
    })
    expect(reply.status).toBe(200)
    expect(reply.json).toEqual({ content: expect.any(String), excerpt: expect.any(String) })
    expect(fake.requests[0].prompt).toContain('Make it about half as long')
    expect(fake.requests[0].prompt).toContain('Also: Mention Steinway')
    expect(fake.requests[0].prompt).toContain('They are nice.')
  })

  it("should refuse empty content with the spec's message, and an unknown improvement type", async () => {
    for (const content of [undefined, '', '   \n ']) {
      const reply = await admin.post('/api/ai/improve-content', {
        content,
        improvementType: 'enhance',
      })
      expect([reply.status, reply.json.message]).toEqual([
        400,
        'Please add some content before trying to improve it',
      ])
    }
    const type = await admin.post('/api/ai/improve-content', {
      content: 'x',
      improvementType: 'rewrite',
    })
    expect(type.json.errors.improvementType).toBe(
      'Improvement type must be one of enhance, shorten, expand, seo-optimize, tone-adjust',
    )
    expect(fake.requests).toHaveLength(0)
  })

  it('should answer 502 with the reason when the AI fails or answers malformed JSON', async () => {
    fake.failNext('malformed')
    const malformed = await admin.post('/api/ai/improve-content', { content: 'Some text' })
    expect([malformed.status, malformed.json.message]).toEqual([
      502,
      'Failed to improve content: AI call failed after 1 attempt: The AI answered with something that is not JSON',
    ])
    // Text no database stores (PostgreSQL refuses a NUL) is a malformed answer, whatever it fills.
    fake.respond = (_prompt, schema) =>
      Object.fromEntries(Object.keys(schema?.properties ?? {}).map((k) => [k, 'a\u0000b']))
    const nul = await admin.post('/api/ai/improve-content', { content: 'Some text' })
    expect([nul.status, nul.json.message]).toEqual([
      502,
      'Failed to improve content: AI call failed after 1 attempt: The AI answer holds a NUL character or a lone surrogate',
    ])
    fake.respond = undefined
    fake.failNext({ status: 503 })
    expect((await admin.post('/api/ai/blog-suggestions', { topic: 'x' })).json.message).toMatch(
      /^Failed to generate suggestions: .*answered 503/,
    )
  })
})
