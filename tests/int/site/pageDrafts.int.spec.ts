/**
 * Drafts and history of pages (issue 34): a draft saved over a published page leaves the live page,
 * its cached HTML and every public read as they were; publishing makes it live, discarding drops it;
 * every save is a version (author, status, a one-line summary) that can be restored into a draft;
 * another tenant's editor reaches none of it, through /api or Payload's REST and GraphQL.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { PAGE_VERSIONS_KEPT } from '../../../collections/Pages'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { buildStore } from '../support/storeFixture'
import type { Store } from '../support/storeFixture'
import { STORE } from '../support/storeContent'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'
import { createTenant } from '../support/twoTenants'
import { visit } from './siteHelpers'

let server: TestServer
let editor: Client
let stranger: Client
let store: Store

const site = (path: string) => visit(server.baseUrl, path, { host: STORE.domain })

type PageReply = { id: string; title: string; content: string; hasUnpublishedChanges: boolean }
type Version = { id: string; date: string; author: string | null; status: string; summary: string }

const newPage = async (slug: string) => {
  const reply = await editor.post('/api/pages', {
    tenantId: store.tenant.id,
    title: `Live ${slug}`,
    slug,
    content: 'The live text.',
    status: 'published',
  })
  expect(reply.status).toBe(201)
  expect(reply.json.hasUnpublishedChanges).toBe(false)
  return reply.json.id as string
}

const saveDraft = async (id: string, body: Record<string, unknown>) => {
  const reply = await editor.put(`/api/pages/${id}/draft`, body)
  expect(reply.status).toBe(200)
  return reply.json as PageReply
}

/** The live page as the Pages list shows it (the documented API has no read of one page). */
const liveOf = async (id: string) => {
  const reply = await editor.get(`/api/pages?tenantId=${store.tenant.id}`)
  expect(reply.status).toBe(200)
  return (reply.json as PageReply[]).find((page) => page.id === id)!
}

const versionsOf = async (id: string) => {
  const reply = await editor.get(`/api/pages/${id}/versions`)
  expect(reply.status).toBe(200)
  return reply.json as Version[]
}

beforeAll(async () => {
  server = await startTestServer({ site: true })
  store = await buildStore(server.payload)
  editor = await signIn(server, { role: 'editor', tenantIds: [store.tenant.id] })
  const other = await createTenant(server, 'Other', 'other.example')
  stranger = await signIn(server, { role: 'editor', tenantIds: [other] })
})

describe('a draft of a published page', () => {
  it('should leave the live page, its cached HTML and the API read as they were until published', async () => {
    const id = await newPage('drafted')
    const before = await site('/page/drafted')
    expect(before.status).toBe(200)
    expect(before.text).toContain('The live text.')

    const draft = await saveDraft(id, { title: 'Half-finished title', content: 'Half-finished.' })
    expect(draft).toMatchObject({ title: 'Half-finished title', hasUnpublishedChanges: true })
    expect(draft.content).toBe('Half-finished.')

    const after = await site('/page/drafted')
    expect(after.status).toBe(200)
    expect(after.text).toBe(before.text)
    const live = await liveOf(id)
    expect(live).toMatchObject({ title: 'Live drafted', hasUnpublishedChanges: true })
    expect(live.content).toBe('The live text.')
    expect((await editor.get(`/api/pages/${id}/draft`)).json).toMatchObject({
      title: 'Half-finished title',
      hasUnpublishedChanges: true,
    })

    // A second save goes on from the draft: omitted fields keep the draft's values.
    await saveDraft(id, { excerpt: 'A short excerpt' })
    expect((await editor.get(`/api/pages/${id}/draft`)).json).toMatchObject({
      title: 'Half-finished title',
      excerpt: 'A short excerpt',
    })

    const published = await editor.post(`/api/pages/${id}/publish`, {})
    expect(published.status).toBe(200)
    expect(published.json).toMatchObject({
      title: 'Half-finished title',
      excerpt: 'A short excerpt',
      hasUnpublishedChanges: false,
    })
    const now = await site('/page/drafted')
    expect(now.text).toContain('Half-finished.')
    expect(now.text).not.toContain('The live text.')
    expect((await liveOf(id)).hasUnpublishedChanges).toBe(false)

    const again = await editor.post(`/api/pages/${id}/publish`, {})
    expect([again.status, again.json]).toEqual([
      409,
      { message: 'This page has no unpublished changes' },
    ])
  })

  it('should drop the draft on Discard draft, and keep the live page', async () => {
    const id = await newPage('discarded')
    await saveDraft(id, { title: 'Thrown away' })
    await saveDraft(id, { content: 'Thrown away too.' })
    const discarded = await editor.delete(`/api/pages/${id}/draft`)
    expect(discarded.status).toBe(200)
    expect(discarded.json).toMatchObject({ title: 'Live discarded', hasUnpublishedChanges: false })
    expect((await editor.get(`/api/pages/${id}/draft`)).json).toMatchObject({
      title: 'Live discarded',
      content: 'The live text.',
      hasUnpublishedChanges: false,
    })
    expect((await site('/page/discarded')).text).toContain('The live text.')
    expect((await versionsOf(id)).map((version) => version.status)).toEqual(['published'])
    expect((await editor.delete(`/api/pages/${id}/draft`)).status).toBe(409)

    // A new draft after the discard starts from the live page.
    expect((await saveDraft(id, { excerpt: 'New' })).title).toBe('Live discarded')
  })

  it('should publish with PUT what it is given, over the live page, not the draft', async () => {
    const id = await newPage('put-over')
    await saveDraft(id, { title: 'Not ready' })
    const put = await editor.put(`/api/pages/${id}`, { excerpt: 'Sent by PUT' })
    expect(put.status).toBe(200)
    expect(put.json).toMatchObject({
      title: 'Live put-over',
      excerpt: 'Sent by PUT',
      hasUnpublishedChanges: false,
    })
    // The draft is not lost: it stays in the history.
    const history = await versionsOf(id)
    expect(history.map((version) => version.status)).toEqual(['published', 'draft', 'published'])
  })

  it('should refuse a draft that breaks a rule with 400, and save nothing', async () => {
    const id = await newPage('bad-draft')
    const bad = await editor.put(`/api/pages/${id}/draft`, { slug: 'Not A Slug' })
    expect(bad.status).toBe(400)
    expect(typeof bad.json.message).toBe('string')
    const badImage = await editor.put(`/api/pages/${id}/draft`, {
      featuredImage: 'javascript:alert(1)',
    })
    expect(badImage.status).toBe(400)
    expect((await editor.get(`/api/pages/${id}/draft`)).json.hasUnpublishedChanges).toBe(false)
    expect((await editor.put(`/api/pages/nope/draft`, { title: 'x' })).status).toBe(404)
  })
})

describe('the history of a page', () => {
  it('should list versions newest first with author, status and summary, and restore one into a draft', async () => {
    const id = await newPage('history')
    await saveDraft(id, { title: 'Second title' })
    await editor.post(`/api/pages/${id}/publish`, {})
    await saveDraft(id, { content: 'Third text.', seoTitle: 'SEO' })

    const history = await versionsOf(id)
    expect(history.map(({ status, summary }) => [status, summary])).toEqual([
      ['draft', 'Draft saved: Content, SEO title changed'],
      ['published', 'Published: no field changed'],
      ['draft', 'Draft saved: Title changed'],
      ['published', 'Published: first kept version'],
    ])
    // Every save names who made it: the editor's username.
    const authors = new Set(history.map((version) => version.author))
    expect([...authors]).toHaveLength(1)
    expect([...authors][0]).toMatch(/^user-/)
    const dates = history.map((version) => Date.parse(version.date))
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)

    // Restore the first version: a draft with its fields; the live page keeps the second title.
    const first = history[history.length - 1]
    const restored = await editor.post(`/api/pages/${id}/versions/${first.id}/restore`, {})
    expect(restored.status).toBe(200)
    expect(restored.json).toMatchObject({
      title: 'Live history',
      content: 'The live text.',
      hasUnpublishedChanges: true,
    })
    expect((await liveOf(id)).title).toBe('Second title')
    expect((await site('/page/history')).text).toContain('Second title')

    const missing = await editor.post(
      `/api/pages/${id}/versions/00000000-0000-4000-8000-000000000000/restore`,
      {},
    )
    expect([missing.status, missing.json]).toEqual([404, { message: 'Version not found' }])
    // A version of another page is not this page's.
    const otherId = await newPage('history-other')
    const otherVersion = (await versionsOf(otherId))[0]
    const crossed = await editor.post(`/api/pages/${id}/versions/${otherVersion.id}/restore`, {})
    expect(crossed.status).toBe(404)
  })

  it(`should keep the newest ${PAGE_VERSIONS_KEPT} versions of a page`, async () => {
    const id = await newPage('many-versions')
    for (let save = 1; save <= PAGE_VERSIONS_KEPT + 5; save++) {
      await saveDraft(id, { excerpt: `Save ${save}` })
    }
    const history = await versionsOf(id)
    expect(history).toHaveLength(PAGE_VERSIONS_KEPT)
    expect(history[0].summary).toBe('Draft saved: Excerpt changed')
  }, 120_000)
})

describe('drafts and history behind the tenant wall', () => {
  it("should answer 404 to another tenant's editor on every call, and show it no version through Payload's doors", async () => {
    const id = await newPage('walled')
    await saveDraft(id, { title: 'Secret draft' })
    for (const reply of [
      await stranger.get(`/api/pages/${id}/draft`),
      await stranger.put(`/api/pages/${id}/draft`, { title: 'Mine now' }),
      await stranger.post(`/api/pages/${id}/publish`, {}),
      await stranger.delete(`/api/pages/${id}/draft`),
      await stranger.get(`/api/pages/${id}/versions`),
    ]) {
      expect([reply.status, reply.json]).toEqual([404, { message: 'Page not found' }])
    }
    const versionId = (await versionsOf(id))[0].id
    const restore = await stranger.post(`/api/pages/${id}/versions/${versionId}/restore`, {})
    expect(restore.status).toBe(404)

    const rest = await stranger.get(`/api/cms/pages/versions?limit=500`)
    expect(rest.status).toBe(200)
    const restParents = (rest.json.docs as { parent: string }[]).map((doc) => doc.parent)
    expect(restParents).not.toContain(id)
    expect([403, 404]).toContain(
      (await stranger.get(`/api/cms/pages/versions/${versionId}`)).status,
    )
    const graphql = await stranger.graphql(
      `{ versionsPages(limit: 500) { docs { parent { id } } } }`,
    )
    const graphqlParents = (graphql.json.data?.versionsPages?.docs ?? []) as {
      parent: { id: string } | null
    }[]
    expect(graphqlParents.map((doc) => doc.parent?.id)).not.toContain(id)
    // A stranger's draft through Payload's REST is refused too.
    const restDraft = await stranger.patch(`/api/cms/pages/${id}?draft=true`, { title: 'Mine' })
    expect([403, 404]).toContain(restDraft.status)

    expect((await editor.get(`/api/pages/${id}/draft`)).json.title).toBe('Secret draft')
    expect((await site('/page/walled')).text).not.toContain('Secret draft')
  })
})
