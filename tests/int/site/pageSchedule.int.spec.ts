/**
 * Scheduled publishing (issue 34): `POST /api/pages/{id}/schedule` sets when a page is published and
 * unpublished; the schedule sweep acts at that time (through the collection, so the public site, its
 * cache and listings change then), once however many processes sweep, and at the first sweep after
 * a stop that spanned the time. Another tenant's editor reaches none of it; bad input changes nothing.
 */
import { spawn } from 'node:child_process'

import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { projectRoot } from '../../../src/config/paths'

import {
  runPageSchedules,
  startPageSchedules,
} from '../../../src/services/pages/scheduledPublishing'
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
let blogTypeId: string
let stopSweeps: (() => Promise<void>) | undefined

type PageReply = {
  id: string
  status: string
  title: string
  publishAt: string | null
  unpublishAt: string | null
  hasUnpublishedChanges: boolean
}

const site = (path: string) => visit(server.baseUrl, path, { host: STORE.domain })
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString()
const FAR = '2099-06-01T09:00:00.000Z'

const newPost = async (slug: string, status: 'draft' | 'published') => {
  const reply = await editor.post('/api/pages', {
    tenantId: store.tenant.id,
    title: `Post ${slug}`,
    slug,
    content: `The text of ${slug}.`,
    status,
    type: 'blog',
    pageTypeId: blogTypeId,
  })
  expect(reply.status).toBe(201)
  return reply.json.id as string
}

const schedule = async (id: string, body: Record<string, unknown>) => {
  const reply = await editor.post(`/api/pages/${id}/schedule`, body)
  expect([reply.status, reply.json?.message]).toEqual([200, undefined])
  return reply.json as PageReply
}

/** The live page as the Pages list shows it. */
const liveOf = async (id: string) => {
  const reply = await editor.get(`/api/pages?tenantId=${store.tenant.id}`)
  return (reply.json as PageReply[]).find((page) => page.id === id)!
}

/** A time written straight into the row, as a clock that moved on while no process ran would see it. */
const writeTime = (id: string, data: Record<string, string | null>) =>
  server.payload.db.updateOne({ collection: 'pages', data, id, returning: false })

/** tests/int/support/scheduleSweep.ts in a process of its own: what it acted on. */
const sweepInProcess = (at: string) =>
  new Promise<{ published: number; unpublished: number }>((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DISABLE_PAYLOAD_HMR: 'true', SWEEP_AT: at }
    // The schema is this file's already: the child must not push it again beside its sibling.
    delete env.PAYLOAD_FORCE_DRIZZLE_PUSH
    const child = spawn(
      process.execPath,
      ['--conditions=production', '--import', 'tsx', 'tests/int/support/scheduleSweep.ts'],
      { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', () => {
      const line = output.match(/^SWEEP (.*)$/m)
      if (line) resolve(JSON.parse(line[1]))
      else reject(new Error(`the sweep process failed:\n${output}`))
    })
  })

const waitFor = async (check: () => Promise<boolean>, ms = 10_000) => {
  const until = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the page did not change in time')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

beforeAll(async () => {
  server = await startTestServer({ site: true })
  store = await buildStore(server.payload)
  editor = await signIn(server, { role: 'editor', tenantIds: [store.tenant.id] })
  const other = await createTenant(server, 'Other', 'other.example')
  stranger = await signIn(server, { role: 'editor', tenantIds: [other] })
  const types = await server.payload.find({
    collection: 'page-types',
    where: { and: [{ tenant: { equals: store.tenant.id } }, { slug: { equals: 'blog' } }] },
  })
  blogTypeId = String(types.docs[0].id)
})

afterEach(async () => {
  await stopSweeps?.()
  stopSweeps = undefined
})

describe('POST /api/pages/{id}/schedule', () => {
  it('should publish a draft at once when Publish at has passed, on the site, its blog list and sitemap', async () => {
    const id = await newPost('past-time', 'draft')
    expect((await site('/blog/past-time')).status).toBe(404)
    expect((await site('/blog')).text).not.toContain('Post past-time')

    const page = await schedule(id, { publishAt: inSeconds(-60) })
    expect(page).toMatchObject({ status: 'published', publishAt: null })

    const live = await site('/blog/past-time')
    expect(live.status).toBe(200)
    expect(live.text).toContain('The text of past-time.')
    expect((await site('/blog')).text).toContain('Post past-time')
    const sitemaps = await site('/sitemap.xml')
    const content = [...sitemaps.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    const urls = await Promise.all(
      content.map(async (loc) => (await site(new URL(loc).pathname)).text),
    )
    expect(urls.join('\n')).toContain('/blog/past-time')
  })

  it('should store a far future time in UTC and leave the page as it is until then', async () => {
    const id = await newPost('far-future', 'draft')
    const page = await schedule(id, { publishAt: '2099-06-01T11:00:00+02:00' })
    expect(page).toMatchObject({ status: 'draft', publishAt: FAR, unpublishAt: null })

    expect(await runPageSchedules(server.payload)).toEqual({ published: 0, unpublished: 0 })
    expect(await liveOf(id)).toMatchObject({ status: 'draft', publishAt: FAR })
    expect((await site('/blog/far-future')).status).toBe(404)
  })

  it('should change, keep what is omitted, and clear with null', async () => {
    const id = await newPost('changed', 'draft')
    await schedule(id, { publishAt: FAR, unpublishAt: '2099-07-01T00:00:00Z' })
    const changed = await schedule(id, { publishAt: '2099-06-15T08:30:00Z' })
    expect(changed).toMatchObject({
      publishAt: '2099-06-15T08:30:00.000Z',
      unpublishAt: '2099-07-01T00:00:00.000Z',
    })
    expect(await schedule(id, { unpublishAt: null })).toMatchObject({
      publishAt: '2099-06-15T08:30:00.000Z',
      unpublishAt: null,
    })
    expect(await schedule(id, { publishAt: null })).toMatchObject({
      publishAt: null,
      unpublishAt: null,
      status: 'draft',
    })
    expect(await schedule(id, {})).toMatchObject({ publishAt: null, status: 'draft' })
  })

  it('should unpublish at Unpublish at: the page leaves the site and the blog list', async () => {
    const id = await newPost('unpublished', 'published')
    expect((await site('/blog/unpublished')).status).toBe(200)
    expect((await site('/blog')).text).toContain('Post unpublished')

    stopSweeps = startPageSchedules(server.payload, { pollMs: 200 })
    const page = await schedule(id, { unpublishAt: inSeconds(4) })
    expect(page).toMatchObject({ status: 'published', unpublishAt: expect.any(String) })

    await waitFor(async () => (await site('/blog/unpublished')).status === 404)
    expect(await liveOf(id)).toMatchObject({ status: 'draft', unpublishAt: null })
    expect((await site('/blog')).text).not.toContain('Post unpublished')
  })

  it("should publish a published page's pending draft at Publish at, and keep it pending until then", async () => {
    const id = await newPost('with-draft', 'published')
    const draft = await editor.put(`/api/pages/${id}/draft`, { content: 'The Monday text.' })
    expect(draft.status).toBe(200)

    const page = await schedule(id, { publishAt: FAR })
    expect(page).toMatchObject({ publishAt: FAR, hasUnpublishedChanges: true })
    expect((await editor.get(`/api/pages/${id}/draft`)).json.content).toBe('The Monday text.')
    expect((await site('/blog/with-draft')).text).toContain('The text of with-draft.')

    // The clock moved on while nothing ran; the next sweep makes the draft live.
    await writeTime(id, { publishAt: inSeconds(-5) })
    expect(await runPageSchedules(server.payload)).toEqual({ published: 1, unpublished: 0 })
    expect(await liveOf(id)).toMatchObject({ publishAt: null, hasUnpublishedChanges: false })
    const live = await site('/blog/with-draft')
    expect(live.text).toContain('The Monday text.')
    expect(live.text).not.toContain('The text of with-draft.')
  })

  it('should publish at the first sweep after a stop that spanned the time', async () => {
    const id = await newPost('after-restart', 'draft')
    stopSweeps = startPageSchedules(server.payload, { pollMs: 60_000 })
    await schedule(id, { publishAt: inSeconds(3600) })
    await stopSweeps()

    await writeTime(id, { publishAt: inSeconds(-3600) })
    expect((await site('/blog/after-restart')).status).toBe(404)
    stopSweeps = startPageSchedules(server.payload, { pollMs: 60_000 })
    await waitFor(async () => (await site('/blog/after-restart')).status === 200)
    expect(await liveOf(id)).toMatchObject({ status: 'published', publishAt: null })
  })

  it('should act once when two schedulers sweep the same database at the same moment', async () => {
    const ids = [await newPost('race-one', 'draft'), await newPost('race-two', 'draft')]
    for (const id of ids) await schedule(id, { publishAt: FAR })
    for (const id of ids) await writeTime(id, { publishAt: inSeconds(-1) })

    const [first, second] = await Promise.all([
      runPageSchedules(server.payload),
      runPageSchedules(server.payload),
    ])
    expect(first.published + second.published).toBe(2)
    for (const id of ids) {
      const versions = (await editor.get(`/api/pages/${id}/versions`)).json as { status: string }[]
      // Created, scheduled, published by the sweep: one publish each, not two.
      expect(versions.filter((v) => v.status === 'published')).toHaveLength(3)
      expect(await liveOf(id)).toMatchObject({ status: 'published', publishAt: null })
    }
  })

  it('should act once when two processes on the database sweep at the same moment', async () => {
    const ids: string[] = []
    for (let n = 0; n < 6; n += 1) ids.push(await newPost(`two-processes-${n}`, 'draft'))
    for (const id of ids) await writeTime(id, { publishAt: inSeconds(-1) })

    // Both load Payload first, then sweep at the same wall-clock moment.
    const at = String(Date.now() + 25_000)
    const sweeps = await Promise.all([sweepInProcess(at), sweepInProcess(at)])
    expect(sweeps[0].published + sweeps[1].published).toBe(ids.length)
    for (const id of ids) {
      const versions = (await editor.get(`/api/pages/${id}/versions`)).json as { status: string }[]
      // Created, then published by one of the two.
      expect(versions.filter((v) => v.status === 'published')).toHaveLength(2)
      expect(await liveOf(id)).toMatchObject({ status: 'published', publishAt: null })
    }
    expect((await site('/blog/two-processes-0')).status).toBe(200)
  }, 120_000)

  it("should honour a time set through Payload's REST", async () => {
    const id = await newPost('through-rest', 'draft')
    const rest = await editor.patch(`/api/cms/pages/${id}`, { publishAt: inSeconds(-1) })
    expect(rest.status).toBe(200)
    expect(await runPageSchedules(server.payload)).toEqual({ published: 1, unpublished: 0 })
    expect((await site('/blog/through-rest')).status).toBe(200)
  })
})

describe('refusals', () => {
  it("should answer 404 to another tenant's editor, at every door, and store nothing", async () => {
    const id = await newPost('not-yours', 'draft')
    const reply = await stranger.post(`/api/pages/${id}/schedule`, { publishAt: inSeconds(-1) })
    expect([reply.status, reply.json]).toEqual([404, { message: 'Page not found' }])
    const rest = await stranger.patch(`/api/cms/pages/${id}`, { publishAt: inSeconds(-1) })
    expect([403, 404]).toContain(rest.status)
    const graphql = await stranger.graphql(
      `mutation { updatePages(id: "${id}", data: { publishAt: "${inSeconds(-1)}" }) { id } }`,
    )
    expect(graphql.json.data?.updatePages ?? null).toBeNull()

    await runPageSchedules(server.payload)
    expect(await liveOf(id)).toMatchObject({ status: 'draft', publishAt: null })
    expect((await site('/blog/not-yours')).status).toBe(404)
  })

  it('should answer 400 to bad input and store nothing', async () => {
    const id = await newPost('bad-input', 'draft')
    await schedule(id, { publishAt: FAR })
    const cases: [unknown, string][] = [
      [
        { publishAt: 'next monday' },
        'Publish at must be a date and time (ISO 8601 with Z or an offset), or null',
      ],
      [
        { unpublishAt: '2099-13-01T00:00:00Z' },
        'Unpublish at must be a date and time (ISO 8601 with Z or an offset), or null',
      ],
      [
        { publishAt: '2099-06-01T09:00:00' },
        'Publish at must be a date and time (ISO 8601 with Z or an offset), or null',
      ],
      [{ unpublishAt: '2099-05-01T00:00:00Z' }, 'Unpublish at must be after Publish at'],
      [
        { publishAt: '2099-08-01T00:00:00Z', unpublishAt: '2099-08-01T00:00:00Z' },
        'Unpublish at must be after Publish at',
      ],
      [{ publishAt: FAR, status: 'published' }, 'Only publishAt and unpublishAt can be given'],
    ]
    for (const [body, message] of cases) {
      const reply = await editor.post(`/api/pages/${id}/schedule`, body)
      expect([reply.status, reply.json?.message]).toEqual([400, message])
    }
    expect(await liveOf(id)).toMatchObject({ status: 'draft', publishAt: FAR, unpublishAt: null })
    const versions = (await editor.get(`/api/pages/${id}/versions`)).json as unknown[]
    expect(versions).toHaveLength(2)
  })
})
