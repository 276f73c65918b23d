/**
 * /api/homepage-sections changes: PATCH re-checking the merged section, delete, an editor on another
 * tenant, callers without a session, and sections whose page type was deleted.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import {
  a,
  b,
  base,
  countSections,
  stored,
  startSectionsWorld,
  things,
} from '../support/homepageSectionsApi'
import { request } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client

beforeAll(async () => {
  ;({ server, admin } = await startSectionsWorld())
})

describe('homepage sections', () => {
  it('should change only what PATCH sends, re-checking the reference on the merged section', async () => {
    const { json: cards } = await admin.post(base, {
      tenantId: a.tenant,
      sectionType: 'template_cards',
      title: 'Cards',
      templateId: a.template,
      order: 5,
    })
    const moved = await admin.patch(`${base}/${cards.id}`, {
      order: 4,
      isActive: false,
      sectionType: 'blog_posts',
    })
    expect(moved.status).toBe(200)
    expect(moved.json).toMatchObject({
      sectionType: 'template_cards',
      title: 'Cards',
      order: 4,
      isActive: false,
      templateId: a.template,
    })
    expect(
      (await admin.patch(`${base}/${cards.id}`, { templateId: a.template2 })).json.templateId,
    ).toBe(a.template2)

    const cleared = await admin.patch(`${base}/${cards.id}`, { templateId: null })
    expect([cleared.status, cleared.json.errors.templateId]).toEqual([
      400,
      'Please select a template',
    ])
    const foreign = await admin.patch(`${base}/${cards.id}`, {
      title: 'New',
      templateId: b.template,
    })
    expect([foreign.status, foreign.json.message]).toEqual([
      400,
      'Template belongs to another tenant',
    ])
    expect((await admin.patch(`${base}/${cards.id}`, { itemCount: 99 })).status).toBe(400)
    expect(await stored(cards.id)).toMatchObject({
      title: 'Cards',
      template: a.template2,
      itemCount: 3,
    })

    const { json: byType } = await admin.post(base, {
      tenantId: a.tenant,
      sectionType: 'page_type',
      title: 'P',
      settings: { pageTypeId: a.pageType },
    })
    const retitled = await admin.patch(`${base}/${byType.id}`, {
      title: 'Guides',
      settings: { content: 'ignored' },
    })
    expect([retitled.json.title, retitled.json.settings]).toEqual([
      'Guides',
      { pageTypeId: a.pageType },
    ])
    const wrong = await admin.patch(`${base}/${byType.id}`, {
      settings: { pageTypeId: b.pageType },
    })
    expect([wrong.status, wrong.json.errors['settings.pageTypeId']]).toEqual([
      400,
      'Page type belongs to another tenant',
    ])
    expect((await admin.patch(`${base}/${byType.id}`, { settings: null })).json.message).toBe(
      'Please select a page type',
    )
    expect((await stored(byType.id)).settings).toEqual({ pageTypeId: a.pageType })
  })

  it('should delete with 204, then answer 404 Homepage section not found, also for malformed ids', async () => {
    const { json: s } = await admin.post(base, {
      tenantId: a.tenant,
      sectionType: 'blog_posts',
      title: 'Bye',
    })
    const reply = await admin.delete(`${base}/${s.id}`)
    expect([reply.status, reply.text]).toEqual([204, ''])
    for (const id of [s.id, 'not-a-uuid']) {
      expect((await admin.delete(`${base}/${id}`)).json).toEqual({
        message: 'Homepage section not found',
      })
      expect((await admin.patch(`${base}/${id}`, { title: 'x' })).status).toBe(404)
    }
  })

  it("should refuse an editor another tenant's sections (403 for the tenant, 404 for its sections) and change nothing", async () => {
    const editor = await signIn(server, { role: 'editor', tenantIds: [a.tenant] })
    const { json: bSection } = await admin.post(base, {
      tenantId: b.tenant,
      sectionType: 'blog_posts',
      title: 'B',
    })
    const before = await countSections()
    expect((await editor.get(`${base}/${b.tenant}`)).status).toBe(403)
    expect(
      (await editor.post(base, { tenantId: b.tenant, sectionType: 'blog_posts', title: 'x' }))
        .status,
    ).toBe(403)
    expect((await editor.patch(`${base}/${bSection.id}`, { title: 'Mine' })).status).toBe(404)
    expect((await editor.delete(`${base}/${bSection.id}`)).status).toBe(404)
    expect(await countSections()).toBe(before)
    expect((await stored(bSection.id)).title).toBe('B')
  })

  it('should answer 401 to writes without a session, and a visitor only the active sections', async () => {
    await admin.post(base, {
      tenantId: a.tenant,
      sectionType: 'blog_posts',
      title: 'Switched off',
      isActive: false,
    })
    const visitor = await request(server.baseUrl, `${base}/${a.tenant}`)
    const all = (await admin.get(`${base}/${a.tenant}`)).json as { isActive: boolean }[]
    expect(visitor.status).toBe(200)
    expect(all.some((s) => !s.isActive)).toBe(true)
    expect(visitor.json).toEqual(all.filter((s) => s.isActive))
    const before = await countSections()
    const body = { tenantId: a.tenant, sectionType: 'blog_posts', title: 'x' }
    expect((await request(server.baseUrl, base, { body, method: 'POST' })).status).toBe(401)
    expect(await countSections()).toBe(before)
  })

  it('should still reorder and toggle a section whose page type was deleted, and refuse a tenant move', async () => {
    const extra = await things('c')
    const { json: section } = await admin.post(base, {
      tenantId: extra.tenant,
      sectionType: 'page_type',
      title: 'Guides',
      settings: { pageTypeId: extra.pageType },
    })
    await server.payload.delete({ collection: 'page-types', id: extra.pageType })
    const toggled = await admin.patch(`${base}/${section.id}`, { isActive: false, order: 4 })
    expect([toggled.status, toggled.json]).toEqual([200, expect.anything()])
    expect(toggled.json).toMatchObject({ isActive: false, order: 4 })
    const moved = await admin.patch(`${base}/${section.id}`, { tenantId: a.tenant })
    expect(moved.status).toBe(400)
    expect(moved.json.message).toBe('A homepage section cannot be moved to another tenant')
    expect((await stored(section.id)).tenant).toBe(extra.tenant)
  })
})
