import { beforeAll, describe, expect, it } from 'vitest'

import { request } from '../support/http'
import { signIn } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
const ids: Record<string, string> = {}

type Item = {
  action: string
  at: string
  href: string
  id: string
  kind: string
  tenantId: null | string
  tenantName: null | string
  title: string
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

beforeAll(async () => {
  server = await startTestServer()
  for (const key of ['alpha', 'beta']) {
    ids[key] = String(
      (
        await server.payload.create({
          collection: 'tenants',
          data: { domain: `${key}.example`, name: `Tenant ${key}` },
        })
      ).id,
    )
  }
  // Beta's dataset, made first (older), which an editor of alpha never sees.
  await server.payload.create({
    collection: 'datasets',
    data: { name: 'Basses', tenants: [ids.beta] },
  })
  ids.dataset = String(
    (
      await server.payload.create({
        collection: 'datasets',
        data: { name: 'Guitars', tenants: [ids.alpha] },
      })
    ).id,
  )
  await server.payload.create({
    collection: 'dataset-fields',
    data: { dataset: ids.dataset, name: 'name' },
  })
  await server.payload.create({
    collection: 'templates',
    data: {
      dataset: ids.dataset,
      name: 'Guitar pages',
      tenant: ids.alpha,
      urlPattern: '/g/{name}',
    },
  })
  await server.payload.create({
    collection: 'pages',
    data: { slug: 'about-beta', tenant: ids.beta, title: 'About beta' } as never,
  })
  await server.payload.create({
    collection: 'ai-logs',
    data: {
      dataset: ids.dataset,
      operation: 'batch_generation',
      status: 'completed',
      tenant: ids.alpha,
      totalItems: 2,
    },
  })
  await server.payload.create({
    collection: 'import-runs',
    data: { dataset: ids.dataset, status: 'failed', totalItems: 5 },
  })
  const task = await server.payload.create({
    collection: 'tasks',
    data: { tenant: ids.beta, title: 'Launch beta' },
  })
  ids.task = String(task.id)
  await pause(1100)
  await server.payload.update({ collection: 'tasks', data: { done: true }, id: ids.task })
})

describe('dashboard recent activity', () => {
  it('should list the latest changes across kinds, newest first, with tenant names, actions and links', async () => {
    const admin = await signIn(server)
    const reply = await admin.get('/api/dashboard/activity')
    expect(reply.status).toBe(200)
    const items = reply.json as Item[]
    expect(items.length).toBeLessThanOrEqual(10)
    const times = items.map((i) => Date.parse(i.at))
    expect([...times].sort((a, b) => b - a)).toEqual(times)

    expect(items[0]).toMatchObject({
      action: 'updated',
      href: '/admin/tasks',
      id: ids.task,
      kind: 'task',
      tenantId: ids.beta,
      tenantName: 'Tenant beta',
      title: 'Launch beta',
    })
    const find = (kind: string) => items.find((i) => i.kind === kind)
    expect(find('template')).toMatchObject({
      action: 'created',
      href: '/admin/templates',
      tenantName: 'Tenant alpha',
      title: 'Guitar pages',
    })
    expect(find('page')).toMatchObject({
      href: '/admin/pages',
      tenantName: 'Tenant beta',
      title: 'About beta',
    })
    expect(find('dataset')).toMatchObject({
      href: '/admin/datasets',
      tenantId: null,
      tenantName: null,
      title: 'Guitars',
    })
    expect(find('ai_run')).toMatchObject({
      href: '/admin/ai-logs',
      tenantName: 'Tenant alpha',
      title: 'AI batch generation on Guitars (completed)',
    })
    expect(find('import')).toMatchObject({
      href: '/admin/datasets',
      tenantId: null,
      title: 'CSV import into Guitars (failed)',
    })
    expect(find('tenant')).toMatchObject({
      action: 'created',
      href: '/admin/tenants',
      kind: 'tenant',
    })
  })

  it('should cap the list with ?limit= and refuse limits out of range', async () => {
    const admin = await signIn(server)
    expect((await admin.get('/api/dashboard/activity?limit=2')).json).toHaveLength(2)
    const tooMany = await admin.get('/api/dashboard/activity?limit=51')
    expect(tooMany.status).toBe(400)
    expect(tooMany.json.message).toBe('limit cannot exceed 50')
  })

  it("should show an editor only their tenants' activity and datasets", async () => {
    const editor = await signIn(server, { role: 'editor', tenantIds: [ids.alpha] })
    const items = (await editor.get('/api/dashboard/activity?limit=50')).json as Item[]
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) expect([ids.alpha, null]).toContain(item.tenantId)
    expect(items.filter((i) => i.kind === 'dataset').map((i) => i.title)).toEqual(['Guitars'])
    expect(items.some((i) => i.title === 'Launch beta' || i.title === 'About beta')).toBe(false)
  })

  it('should answer 401 without a session', async () => {
    const reply = await request(server.baseUrl, '/api/dashboard/activity')
    expect(reply.status).toBe(401)
  })
})
