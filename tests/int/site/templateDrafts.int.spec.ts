/**
 * Template drafts (issue 34, item 5): a template's URL pattern, content and panels saved as a draft
 * leave its pages (and their cached HTML) as they are, say how many pages and which URLs publishing
 * changes, preview through a signed link on any of its records, and publish at once, the old URLs of
 * a changed pattern then answering 301 to the new ones. Every door holds a draft to the same rules.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { readPreviewToken, signPreviewToken } from '../../../src/services/pages/previewTokens'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { buildStore } from '../support/storeFixture'
import type { Store } from '../support/storeFixture'
import { PENDING_BIKE, STORE } from '../support/storeContent'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'
import { createTenant } from '../support/twoTenants'
import { executableScripts, visit } from './siteHelpers'

let server: TestServer
let admin: Client
let editor: Client
let stranger: Client
let store: Store
let otherId: string

const OTHER = 'other-templates.example'
const BAR = 'Preview: not published'

const site = (path: string, host: string = STORE.domain) => visit(server.baseUrl, path, { host })
const open = (url: string) => {
  const { host, pathname } = new URL(url)
  return site(pathname, host)
}

/** A template of its own for each test: the guide's dataset, pattern /{prefix}/{name}. */
const newTemplate = async (prefix: string, content = '<h1>#label#</h1><p>Live #family#.</p>') => {
  const reply = await editor.post('/api/templates', {
    tenantId: store.tenant.id,
    name: `Template ${prefix}`,
    datasetId: store.datasetId,
    urlPattern: `/${prefix}/{name}`,
    content,
    status: 'active',
  })
  expect(reply.status).toBe(201)
  return reply.json.id as string
}

const saveDraft = async (id: string, body: Record<string, unknown>, client = editor) => {
  const reply = await client.put(`/api/templates/${id}/draft`, body)
  expect(reply.status, JSON.stringify(reply.json)).toBe(200)
  return reply.json
}

const recordId = async (name: string) => {
  const { docs } = await server.payload.find({
    collection: 'dataset-records',
    where: { dataset: { equals: store.datasetId } },
    pagination: false,
  })
  return String(docs.find((r) => (r.data as { name: string }).name === name)!.id)
}

beforeAll(async () => {
  server = await startTestServer({ site: true })
  store = await buildStore(server.payload)
  admin = await signIn(server)
  editor = await signIn(server, { role: 'editor', tenantIds: [store.tenant.id] })
  otherId = await createTenant(server, 'Other', OTHER)
  stranger = await signIn(server, { role: 'editor', tenantIds: [otherId] })
})

describe('PUT /api/templates/{id}/draft', () => {
  it('should keep the live pages and their cached HTML while a draft is saved, and say what it changes', async () => {
    const id = await newTemplate('ride')
    const live = await site('/ride/bmx')
    expect(live.status).toBe(200)
    expect(live.text).toContain('Live Stunt.')
    expect((await site('/ride/bmx')).headers['x-cache']).toBe('HIT')

    const draft = await saveDraft(id, { content: '<h1>#label#</h1><p>Draft #family#.</p>' })
    expect(draft).toMatchObject({
      templateId: id,
      hasUnpublishedChanges: true,
      changedFields: ['content'],
      pages: 8,
      urlChanges: 0,
      urlExamples: [],
      draft: { urlPattern: '/ride/{name}', content: '<h1>#label#</h1><p>Draft #family#.</p>' },
    })
    const me = await server.payload.findByID({ collection: 'users', id: editor.userId })
    expect(draft.savedBy).toBe(me.username)
    expect(Date.parse(draft.savedAt)).toBeGreaterThan(Date.now() - 60_000)

    const after = await site('/ride/bmx')
    expect(after.headers['x-cache']).toBe('HIT')
    expect(after.text).toBe(live.text)
    expect((await editor.get(`/api/templates/${id}`)).json.hasUnpublishedChanges).toBe(true)
    expect((await editor.get(`/api/templates/${id}/draft`)).json).toEqual(draft)
  })

  it('should report every URL a new pattern moves, and forget a field set back to its live value', async () => {
    const id = await newTemplate('gear')
    const draft = await saveDraft(id, { urlPattern: '/kit/{name}' })
    expect(draft.changedFields).toEqual(['urlPattern'])
    expect(draft.pages).toBe(8)
    expect(draft.urlChanges).toBe(8)
    expect(draft.urlExamples).toContainEqual({ from: '/gear/bmx', to: '/kit/bmx' })
    expect(draft.urlExamples).toHaveLength(8)

    const both = await saveDraft(id, { content: '<h1>#label#</h1>' })
    expect(both.changedFields).toEqual(['urlPattern', 'content'])
    const back = await saveDraft(id, {
      urlPattern: '/gear/{name}',
      content: '<h1>#label#</h1><p>Live #family#.</p>',
    })
    expect(back).toMatchObject({ hasUnpublishedChanges: false, changedFields: [], pages: 0 })
    expect((await editor.get(`/api/templates/${id}`)).json.hasUnpublishedChanges).toBe(false)
  })

  it('should refuse what a draft cannot hold with a 400 and change nothing, through every door', async () => {
    const id = await newTemplate('strict')
    await saveDraft(id, { content: '<p>Kept draft</p>' })
    const before = (await editor.get(`/api/templates/${id}/draft`)).json

    const unknown = await editor.put(`/api/templates/${id}/draft`, { urlPattern: '/strict/{nme}' })
    expect(unknown.status).toBe(400)
    expect(unknown.json.message).toContain('Unknown field {nme}')
    const other = await editor.put(`/api/templates/${id}/draft`, { name: 'Renamed' })
    expect(other.status).toBe(400)
    expect(other.json.message).toBe(
      'Only urlPattern, content, topPanelId, bottomPanelId, leftPanelId and rightPanelId can be saved as a draft',
    )
    const pattern = await editor.put(`/api/templates/${id}/draft`, { urlPattern: 'no-slash' })
    expect(pattern.status).toBe(400)

    // Another tenant's panel, as the live panels are checked.
    const theirs = await server.payload.create({
      collection: 'panels',
      data: { name: 'Theirs', content: '<p>x</p>', isActive: true, tenant: otherId },
    })
    const panel = await editor.put(`/api/templates/${id}/draft`, { topPanelId: theirs.id })
    expect(panel.status).toBe(400)
    expect(panel.json.message).toContain('Panel')

    // Payload's REST: the same checks on the stored draft.
    const rest = await editor.patch(`/api/cms/templates/${id}`, {
      draft: { values: { urlPattern: '/strict/{nme}' } },
    })
    expect(rest.status).toBe(400)
    const restShape = await editor.patch(`/api/cms/templates/${id}`, {
      draft: { values: { name: 'Renamed' } },
    })
    expect(restShape.status).toBe(400)
    const restPanel = await editor.patch(`/api/cms/templates/${id}`, {
      draft: { values: { topPanel: theirs.id } },
    })
    expect(restPanel.status).toBe(400)

    // Payload's GraphQL: the same message.
    const gql = await editor.graphql(
      `mutation ($data: mutationTemplateUpdateInput!) { updateTemplate(id: "${id}", data: $data) { id } }`,
      { data: { draft: { values: { urlPattern: '/strict/{nme}' } } } },
    )
    const error = gql.json?.errors?.[0]
    expect(error?.extensions?.data?.errors?.[0]?.message ?? error?.message).toContain(
      'Unknown field {nme}',
    )

    expect((await editor.get(`/api/templates/${id}/draft`)).json).toEqual(before)
  })

  it("should sanitize an editor's draft HTML as it sanitizes the live content", async () => {
    const id = await newTemplate('clean')
    const draft = await saveDraft(id, {
      content: '<h1>#label#</h1><script>alert(1)</script><a href="javascript:alert(2)">x</a>',
    })
    expect(draft.draft.content).not.toContain('<script')
    expect(draft.draft.content).not.toContain('javascript:')
    const preview = await open(
      (await editor.post(`/api/templates/${id}/preview-link`, {})).json.url,
    )
    expect(executableScripts(preview.text)).toEqual([])
  })

  it('should answer 404 to an editor of another tenant, on every draft call', async () => {
    const id = await newTemplate('walls')
    await saveDraft(id, { content: '<p>Mine</p>' })
    for (const reply of [
      await stranger.get(`/api/templates/${id}/draft`),
      await stranger.put(`/api/templates/${id}/draft`, { content: '<p>Theirs</p>' }),
      await stranger.post(`/api/templates/${id}/publish`),
      await stranger.delete(`/api/templates/${id}/draft`),
      await stranger.post(`/api/templates/${id}/preview-link`, {}),
    ])
      expect([reply.status, reply.json]).toEqual([404, { message: 'Template not found' }])
    const rest = await stranger.patch(`/api/cms/templates/${id}`, {
      draft: { values: { content: '<p>Theirs</p>' } },
    })
    expect([403, 404]).toContain(rest.status)
    const gql = await stranger.graphql(
      `mutation ($data: mutationTemplateUpdateInput!) { updateTemplate(id: "${id}", data: $data) { id } }`,
      { data: { draft: { values: { content: '<p>Theirs</p>' } } } },
    )
    expect(gql.json?.errors?.length).toBeGreaterThan(0)
    expect((await editor.get(`/api/templates/${id}/draft`)).json.draft.content).toBe('<p>Mine</p>')
  })
})

describe('POST /api/templates/{id}/publish and DELETE /api/templates/{id}/draft', () => {
  it('should make the draft live at once and move the old URLs to the new ones with a 301', async () => {
    const id = await newTemplate('cycle')
    expect((await site('/cycle/fixie')).headers['x-cache']).toBeDefined()
    await site('/cycle/fixie')
    await saveDraft(id, {
      urlPattern: '/cycles/{name}',
      content: '<h1>#label#</h1><p>New #family#.</p>',
    })

    const published = await editor.post(`/api/templates/${id}/publish`)
    expect(published.status).toBe(200)
    expect(published.json).toMatchObject({
      urlPattern: '/cycles/{name}',
      content: '<h1>#label#</h1><p>New #family#.</p>',
      hasUnpublishedChanges: false,
    })
    const page = await site('/cycles/fixie')
    expect(page.status).toBe(200)
    expect(page.text).toContain('New Track.')
    const moved = await site('/cycle/fixie')
    expect(moved.status).toBe(301)
    expect(moved.headers.location).toBe('/cycles/fixie')
    // Any spelling of the old URL, and a second move: each earlier pattern points to the page now.
    expect((await site('/cycle/FIXIE')).headers.location).toBe('/cycles/fixie')
    await saveDraft(id, { urlPattern: '/bicycles/{name}' })
    expect((await editor.post(`/api/templates/${id}/publish`)).status).toBe(200)
    expect((await site('/cycle/fixie')).headers.location).toBe('/bicycles/fixie')
    expect((await site('/cycles/fixie')).headers.location).toBe('/bicycles/fixie')
    // A record that does not exist is still not found.
    expect((await site('/cycle/no-such-bike')).status).toBe(404)

    const again = await editor.post(`/api/templates/${id}/publish`)
    expect([again.status, again.json]).toEqual([
      409,
      { message: 'This template has no unpublished changes' },
    ])
  })

  it('should move old URLs whichever door changed the pattern, and keep a pattern taken up again live', async () => {
    const id = await newTemplate('wheel')
    expect(
      (await editor.put(`/api/templates/${id}`, { urlPattern: '/wheels/{name}' })).status,
    ).toBe(200)
    expect((await site('/wheel/tandem')).headers.location).toBe('/wheels/tandem')
    const rest = await admin.patch(`/api/cms/templates/${id}`, {
      urlPattern: '/wheel/{name}',
      formerUrlPatterns: ['/anything/{name}'],
    })
    expect(rest.status).toBe(200)
    expect((await site('/wheel/tandem')).status).toBe(200)
    expect((await site('/wheels/tandem')).headers.location).toBe('/wheel/tandem')
    // The server keeps the list: what a write sends is not taken.
    expect((await site('/anything/tandem')).status).toBe(404)
  })

  it('should take out of the draft what a save of the template makes live', async () => {
    const id = await newTemplate('both')
    await saveDraft(id, { urlPattern: '/pair/{name}', content: '<h1>#label#</h1>' })
    const saved = await editor.put(`/api/templates/${id}`, { content: '<h1>#label#</h1>' })
    expect(saved.json.hasUnpublishedChanges).toBe(true)
    expect((await editor.get(`/api/templates/${id}/draft`)).json.changedFields).toEqual([
      'urlPattern',
    ])
    const rest = await editor.patch(`/api/cms/templates/${id}`, { urlPattern: '/pair/{name}' })
    expect(rest.status).toBe(200)
    expect((await editor.get(`/api/templates/${id}`)).json.hasUnpublishedChanges).toBe(false)
  })

  it('should discard the draft and leave the live template as it was', async () => {
    const id = await newTemplate('drop')
    const none = await editor.delete(`/api/templates/${id}/draft`)
    expect([none.status, none.json]).toEqual([
      409,
      { message: 'This template has no unpublished changes' },
    ])
    await saveDraft(id, { urlPattern: '/dropped/{name}' })
    const discarded = await editor.delete(`/api/templates/${id}/draft`)
    expect(discarded.status).toBe(200)
    expect(discarded.json).toMatchObject({
      urlPattern: '/drop/{name}',
      hasUnpublishedChanges: false,
    })
    expect((await site('/drop/bmx')).status).toBe(200)
    expect((await site('/dropped/bmx')).status).toBe(404)
  })
})

describe('POST /api/templates/{id}/preview-link', () => {
  it("should show the draft on the first of the template's pages, under the preview bar, never cached", async () => {
    const id = await newTemplate('look')
    await saveDraft(id, { content: '<h1>#label#</h1><p>Preview #family#.</p>' })
    const reply = await editor.post(`/api/templates/${id}/preview-link`)
    expect(reply.status).toBe(200)
    const { url } = reply.json as { url: string }
    expect(new URL(url).hostname).toBe(STORE.domain)
    const grant = readPreviewToken(
      server.payload.config.secret,
      new URL(url).pathname.split('/').pop()!,
    )
    expect(grant).toMatchObject({ templateId: id, recordId: await recordId('bmx') })

    const preview = await open(url)
    expect(preview.status).toBe(200)
    expect(preview.text).toContain('Preview Stunt.')
    expect(preview.text).toContain(BAR)
    expect(preview.headers['cache-control']).toBe('no-store')
    expect(preview.headers['x-robots-tag']).toBe('noindex')
    expect((await site('/look/bmx')).text).toContain('Live Stunt.')
  })

  it('should draw the record asked for, a pending one included, and refuse a record of no page of it', async () => {
    const id = await newTemplate('pick')
    await saveDraft(id, { content: '<h1>#label#</h1><p>Picked #family#.</p>' })
    const pending = await editor.post(`/api/templates/${id}/preview-link`, {
      recordId: await recordId(PENDING_BIKE),
    })
    expect(pending.status).toBe(200)
    expect((await open(pending.json.url)).text).toContain('Picked Circus.')

    const elsewhere = (
      await admin.post('/api/datasets', { name: 'Elsewhere', tenantIds: [store.tenant.id] })
    ).json.id
    await admin.post(`/api/datasets/${elsewhere}/fields`, {
      name: 'name',
      isPrimary: true,
      order: 0,
    })
    const stray = (
      await admin.post('/api/records', { datasetId: elsewhere, data: { name: 'stray' } })
    ).json
    const wrong = await editor.post(`/api/templates/${id}/preview-link`, { recordId: stray.id })
    expect([wrong.status, wrong.json]).toEqual([404, { message: 'Record not found' }])
    const bad = await editor.post(`/api/templates/${id}/preview-link`, { recordId: 'nope' })
    expect(bad.status).toBe(400)
  })

  it("should answer 404 for a forged or expired token, or on another tenant's domain", async () => {
    const id = await newTemplate('guard')
    const { url } = (await editor.post(`/api/templates/${id}/preview-link`)).json
    const token = new URL(url).pathname.split('/').pop()!
    expect((await site(`/__preview/${token}`, OTHER)).status).toBe(404)
    const secret = server.payload.config.secret
    const grant = readPreviewToken(secret, token)!
    const expired = signPreviewToken(secret, { ...grant, expiresAt: new Date(Date.now() - 1000) })
    expect((await site(`/__preview/${expired}`)).status).toBe(404)
    const forged = signPreviewToken('not-the-secret', grant)
    expect((await site(`/__preview/${forged}`)).status).toBe(404)
    const crossed = signPreviewToken(secret, { ...grant, tenantId: otherId })
    expect((await site(`/__preview/${crossed}`, OTHER)).status).toBe(404)
  })
})
