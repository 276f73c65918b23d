import { beforeAll, describe, expect, it } from 'vitest'

import { request } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import { createTenant } from '../support/twoTenants'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
let tenantA: string
let tenantB: string
let datasetId: string
let panelA: string
let panelB: string

const countTemplates = async () =>
  (await server.payload.count({ collection: 'templates' })).totalDocs
const newPanel = async (tenant: string, name: string) =>
  String(
    (
      await server.payload.create({
        collection: 'panels',
        data: { content: '<p>x</p>', name, tenant },
      })
    ).id,
  )
const base = () => ({
  name: 'Instrument pages',
  tenantId: tenantA,
  datasetId,
  urlPattern: '/instruments/{name}',
  content: '<h1>#name#</h1>',
})

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
  tenantA = await createTenant(server, 'A', 'a.example')
  tenantB = await createTenant(server, 'B', 'b.example')
  // Shared by A and B: templates of both use it.
  datasetId = (
    await admin.post('/api/datasets', { name: 'Instruments', tenantIds: [tenantA, tenantB] })
  ).json.id
  for (const name of ['name', 'brand'])
    await admin.post(`/api/datasets/${datasetId}/fields`, { name })
  panelA = await newPanel(tenantA, 'Top A')
  panelB = await newPanel(tenantB, 'Top B')
})

describe('templates', () => {
  it('should create a template with defaults and the single URL placeholder as identifierField (201)', async () => {
    const reply = await admin.post('/api/templates', {
      ...base(),
      topPanelId: panelA,
      leftPanelId: '',
      indexUrl: '',
    })
    expect(reply.status).toBe(201)
    expect(reply.json).toMatchObject({
      ...base(),
      indexUrl: null,
      identifierField: 'name',
      status: 'draft',
      showRelatedPages: false,
      relatedPagesCount: 3,
      relatedPagesTitle: 'Related Pages',
      topPanelId: panelA,
      bottomPanelId: null,
      leftPanelId: null,
      rightPanelId: null,
    })
    expect(reply.json.id).toMatch(/^[0-9a-f-]{36}$/)
    const two = await admin.post('/api/templates', {
      ...base(),
      urlPattern: '/compare/{name}-vs-{brand}',
    })
    expect(two.json.identifierField).toBeNull()
    const same = await admin.post('/api/templates', {
      ...base(),
      urlPattern: '/compare/{name}-vs-{name}',
      identifierField: 'brand',
    })
    expect(same.json.identifierField).toBe('brand')
    const noDataset = await admin.post('/api/templates', {
      name: 'Plain',
      tenantId: tenantA,
      urlPattern: '/about',
    })
    expect(noDataset.json).toMatchObject({ datasetId: null, identifierField: null, content: null })
  })

  it('should list templates newest first, filtered by ?tenantId=, and get one', async () => {
    const { json: b } = await admin.post('/api/templates', {
      ...base(),
      name: 'B pages',
      tenantId: tenantB,
    })
    const all = await admin.get('/api/templates')
    expect(all.status).toBe(200)
    expect(all.json[0].id).toBe(b.id)
    const onlyB = await admin.get(`/api/templates?tenantId=${tenantB}`)
    expect(onlyB.json.map((t: { name: string }) => t.name)).toEqual(['B pages'])
    const one = await admin.get(`/api/templates/${b.id}`)
    expect([one.status, one.json.name, one.json.tenantId]).toEqual([200, 'B pages', tenantB])
  })

  it('should refuse a missing tenant, name or URL pattern, bad counts and broken patterns, saving nothing', async () => {
    const before = await countTemplates()
    for (const tenantId of [undefined, '']) {
      const reply = await admin.post('/api/templates', { ...base(), tenantId })
      expect([reply.status, reply.json.message, reply.json.errors.tenantId]).toEqual([
        400,
        'Please select a tenant',
        'Please select a tenant',
      ])
    }
    expect((await admin.post('/api/templates', { ...base(), name: ' ' })).json.message).toBe(
      'Name is required',
    )
    expect((await admin.post('/api/templates', { ...base(), urlPattern: '' })).json.message).toBe(
      'URL pattern is required',
    )
    expect(
      (await admin.post('/api/templates', { ...base(), urlPattern: 'instruments/{name}' })).json
        .message,
    ).toBe('URL pattern must start with /')
    expect(
      (await admin.post('/api/templates', { ...base(), urlPattern: '/x/{name' })).json.errors
        .urlPattern,
    ).toMatch(/look like \{field\}/)
    for (const relatedPagesCount of [0, 21, 2.5, '3']) {
      const reply = await admin.post('/api/templates', { ...base(), relatedPagesCount })
      expect([reply.status, reply.json.message]).toEqual([
        400,
        'Related pages count must be a whole number from 1 to 20',
      ])
    }
    expect(
      (await admin.post('/api/templates', { ...base(), status: 'live' })).json.errors.status,
    ).toBe('Status must be draft, active or inactive')
    const unknownTenant = await admin.post('/api/templates', {
      ...base(),
      tenantId: '00000000-0000-4000-8000-000000000000',
    })
    expect([unknownTenant.status, unknownTenant.json.message]).toEqual([400, 'Tenant not found'])
    expect(await countTemplates()).toBe(before)
  })

  it('should refuse placeholders and identifierField the dataset lacks, and panels of another tenant', async () => {
    const before = await countTemplates()
    const fields = await admin.post('/api/templates', {
      ...base(),
      urlPattern: '/x/{model}/{year}/{name}',
    })
    expect([fields.status, fields.json.message]).toEqual([
      400,
      'Unknown fields {model}, {year}: the dataset has brand, name',
    ])
    const identifier = await admin.post('/api/templates', { ...base(), identifierField: 'sku' })
    expect([identifier.status, identifier.json.errors.identifierField]).toEqual([
      400,
      'Identifier field sku is not a field of the dataset',
    ])
    const panels = await admin.post('/api/templates', {
      ...base(),
      topPanelId: panelB,
      rightPanelId: '00000000-0000-4000-8000-000000000000',
    })
    expect(panels.status).toBe(400)
    expect(panels.json.errors).toEqual({
      topPanelId: 'Panel belongs to another tenant',
      rightPanelId: 'Panel not found',
    })
    const dataset = await admin.post('/api/templates', {
      ...base(),
      datasetId: '00000000-0000-4000-8000-000000000000',
    })
    expect([dataset.status, dataset.json.errors.datasetId]).toEqual([400, 'Dataset not found'])
    expect((await admin.post('/api/templates', { ...base(), topPanelId: 'nope' })).status).toBe(400)
    expect(await countTemplates()).toBe(before)
  })

  it('should update with PUT, clearing panels with null or "", and refuse bad changes leaving it unchanged', async () => {
    const { json: created } = await admin.post('/api/templates', {
      ...base(),
      topPanelId: panelA,
      bottomPanelId: panelA,
    })
    const reply = await admin.put(`/api/templates/${created.id}`, {
      id: created.id,
      name: 'Renamed',
      status: 'active',
      showRelatedPages: true,
      relatedPagesCount: 5,
      relatedPagesTitle: '',
      topPanelId: null,
      bottomPanelId: '',
      rightPanelId: panelA,
      urlPattern: '/brands/{brand}',
      identifierField: '',
    })
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({
      name: 'Renamed',
      status: 'active',
      showRelatedPages: true,
      relatedPagesCount: 5,
      relatedPagesTitle: 'Related Pages',
      topPanelId: null,
      bottomPanelId: null,
      rightPanelId: panelA,
      urlPattern: '/brands/{brand}',
      identifierField: 'brand',
      tenantId: tenantA,
      content: '<h1>#name#</h1>',
    })
    for (const body of [
      { rightPanelId: panelB },
      { urlPattern: '/x/{colour}' },
      { relatedPagesCount: 30 },
      { name: '' },
      { datasetId: 'x' },
    ]) {
      expect(
        (await admin.put(`/api/templates/${created.id}`, body)).status,
        JSON.stringify(body),
      ).toBe(400)
    }
    expect((await admin.get(`/api/templates/${created.id}`)).json).toEqual(reply.json)
    expect((await admin.put('/api/templates/not-a-uuid', { name: 'x' })).status).toBe(404)
  })

  it('should delete a template with 204, then answer 404 for it', async () => {
    const { json: created } = await admin.post('/api/templates', base())
    const reply = await admin.delete(`/api/templates/${created.id}`)
    expect([reply.status, reply.text]).toEqual([204, ''])
    expect((await admin.get(`/api/templates/${created.id}`)).json).toEqual({
      message: 'Template not found',
    })
  })

  it("should refuse an editor another tenant's templates (403 for the tenant, 404 for its templates), and list only their own", async () => {
    const editor = await signIn(server, { role: 'editor', tenantIds: [tenantA] })
    const { json: bTemplate } = await admin.post('/api/templates', {
      ...base(),
      tenantId: tenantB,
      name: 'Secret B',
    })
    expect((await editor.post('/api/templates', { ...base(), tenantId: tenantB })).status).toBe(403)
    expect((await editor.get(`/api/templates/${bTemplate.id}`)).status).toBe(404)
    expect((await editor.put(`/api/templates/${bTemplate.id}`, { name: 'x' })).status).toBe(404)
    expect((await editor.delete(`/api/templates/${bTemplate.id}`)).status).toBe(404)
    expect((await editor.get(`/api/templates?tenantId=${tenantB}`)).status).toBe(403)
    expect(
      (await editor.get('/api/templates')).json.every(
        (t: { tenantId: string }) => t.tenantId === tenantA,
      ),
    ).toBe(true)
    // A's own dataset: an editor of A sees no dataset that B shares.
    const own = (await editor.post('/api/datasets', { name: 'Own' })).json.id
    await editor.post(`/api/datasets/${own}/fields`, { name: 'name' })
    expect((await editor.post('/api/templates', base())).json.errors).toEqual({
      datasetId: 'Dataset not found',
    })
    expect((await editor.post('/api/templates', { ...base(), datasetId: own })).status).toBe(201)
  })

  it('should answer 401 without a session', async () => {
    const before = await countTemplates()
    expect((await request(server.baseUrl, '/api/templates')).status).toBe(401)
    expect(
      (await request(server.baseUrl, '/api/templates', { body: base(), method: 'POST' })).status,
    ).toBe(401)
    expect(await countTemplates()).toBe(before)
  })
})
