/**
 * Editors' HTML is sanitized when saved, through every door; administrators' is kept as written.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { EVIL, SANITIZED, startSafetyWorld } from '../support/htmlSafety'
import type { Client } from '../support/session'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
let editor: Client
let demoId: string

beforeAll(async () => {
  ;({ server, admin, editor, demoId } = await startSafetyWorld())
})

const panelContent = async (id: string) =>
  (await server.payload.findByID({ collection: 'panels', depth: 0, id })).content

describe("editors' HTML is sanitized when saved, administrators' is kept", () => {
  it('should sanitize a write that carries an editor (Payload REST, GraphQL, admin screens, services under access rules)', async () => {
    const user = await server.payload.findByID({ collection: 'users', id: editor.userId })
    const asEditor = { overrideAccess: false, user: { ...user, collection: 'users' as const } }
    const panel = await server.payload.create({
      ...asEditor,
      collection: 'panels',
      data: { content: EVIL, name: 'Local panel', tenant: demoId },
    })
    expect(panel.content).toBe(SANITIZED)
    const section = await server.payload.create({
      ...asEditor,
      collection: 'homepage-sections',
      data: {
        isActive: false,
        sectionType: 'custom_content',
        settings: { content: EVIL, extra: 1 },
        tenant: demoId,
        title: 'Local section',
      },
    })
    // The collection keeps only what a custom section shows: its content.
    expect(section.settings).toEqual({ content: SANITIZED })
    // Without a user the write is the system's (seeding, migrations, jobs): kept as it is.
    expect(
      (
        await server.payload.create({
          collection: 'panels',
          data: { content: EVIL, name: 'System panel', tenant: demoId },
        })
      ).content,
    ).toBe(EVIL)
  })

  it("should store an editor's panel, snippet, template and custom section without script, handlers or script links", async () => {
    const panel = await editor.post('/api/panels', {
      content: EVIL,
      name: 'Evil panel',
      tenantId: demoId,
    })
    const snippet = await editor.post('/api/snippets', {
      content: EVIL,
      name: 'Evil snippet',
      tag: 'evil-snippet',
      tenantId: demoId,
    })
    const template = await editor.post('/api/templates', {
      content: EVIL,
      name: 'Evil template',
      tenantId: demoId,
      urlPattern: '/evil/{name}',
    })
    const section = await editor.post('/api/homepage-sections', {
      isActive: false,
      sectionType: 'custom_content',
      settings: { content: EVIL },
      tenantId: demoId,
      title: 'Evil section',
    })
    for (const reply of [panel, snippet, template, section])
      expect(reply.status, reply.text).toBe(201)

    expect(panel.json.content).toBe(SANITIZED)
    expect(await panelContent(panel.json.id)).toBe(SANITIZED)
    expect(
      (await server.payload.findByID({ collection: 'snippets', depth: 0, id: snippet.json.id }))
        .content,
    ).toBe(SANITIZED)
    expect(
      (await server.payload.findByID({ collection: 'templates', depth: 0, id: template.json.id }))
        .content,
    ).toBe(SANITIZED)
    const stored = await server.payload.findByID({
      collection: 'homepage-sections',
      depth: 0,
      id: section.json.id,
    })
    expect((stored.settings as { content: string }).content).toBe(SANITIZED)
  })

  it("should sanitize what an editor changes on update, and leave an administrator's HTML they did not change", async () => {
    const created = await admin.post('/api/panels', {
      content: EVIL,
      name: 'Admin panel',
      tenantId: demoId,
    })
    expect(created.status).toBe(201)
    expect(await panelContent(created.json.id)).toBe(EVIL)

    // Renaming, or sending the stored HTML back with the form, keeps the administrator's HTML.
    expect((await editor.put(`/api/panels/${created.json.id}`, { name: 'Renamed' })).status).toBe(
      200,
    )
    expect(
      (await editor.put(`/api/panels/${created.json.id}`, { content: EVIL, name: 'Renamed again' }))
        .status,
    ).toBe(200)
    expect(await panelContent(created.json.id)).toBe(EVIL)

    const changed = `${EVIL}<p onclick="alert(4)">more</p>`
    expect((await editor.put(`/api/panels/${created.json.id}`, { content: changed })).status).toBe(
      200,
    )
    expect(await panelContent(created.json.id)).toBe(`${SANITIZED}<p>more</p>`)
  })

  it("should store an administrator's panel, snippet, template and section as written", async () => {
    const panel = await admin.post('/api/panels', {
      content: EVIL,
      name: 'Trusted panel',
      tenantId: demoId,
    })
    const snippet = await admin.post('/api/snippets', {
      content: EVIL,
      name: 'Trusted snippet',
      tag: 'trusted-snippet',
      tenantId: demoId,
    })
    const template = await admin.post('/api/templates', {
      content: EVIL,
      name: 'Trusted template',
      tenantId: demoId,
      urlPattern: '/trusted/{name}',
    })
    const section = await admin.post('/api/homepage-sections', {
      isActive: false,
      sectionType: 'custom_content',
      settings: { content: EVIL },
      tenantId: demoId,
      title: 'Trusted section',
    })
    for (const reply of [panel, snippet, template, section])
      expect(reply.status, reply.text).toBe(201)
    expect([
      panel.json.content,
      snippet.json.content,
      template.json.content,
      section.json.settings.content,
    ]).toEqual([EVIL, EVIL, EVIL, EVIL])
  })
})
