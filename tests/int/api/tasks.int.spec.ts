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

const countTasks = async () => (await server.payload.count({ collection: 'tasks' })).totalDocs

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
  tenantA = await createTenant(server, 'A', 'a.example')
  tenantB = await createTenant(server, 'B', 'b.example')
})

describe('tasks', () => {
  it('should create a task with defaults and answer it with 201', async () => {
    const reply = await admin.post('/api/tasks', {
      tenantId: tenantA,
      title: '  Write the about page ',
      description: 'Soon',
    })
    expect(reply.status).toBe(201)
    expect(reply.json).toMatchObject({
      tenantId: tenantA,
      title: 'Write the about page',
      description: 'Soon',
      priority: 'medium',
      done: false,
      doneDate: null,
    })
    expect(reply.json.id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('should list tasks as a plain array, filtered by ?tenantId=', async () => {
    await admin.post('/api/tasks', { tenantId: tenantB, title: 'B task', priority: 'high' })
    const all = await admin.get('/api/tasks')
    expect(Array.isArray(all.json)).toBe(true)
    expect(all.json.length).toBeGreaterThanOrEqual(2)
    const onlyB = await admin.get(`/api/tasks?tenantId=${tenantB}`)
    expect(onlyB.json.map((t: { title: string }) => t.title)).toEqual(['B task'])
    expect(onlyB.json[0].priority).toBe('high')
  })

  it('should toggle done with PUT and set, then clear, doneDate', async () => {
    const { json: task } = await admin.post('/api/tasks', { tenantId: tenantA, title: 'Toggle me' })
    const done = await admin.put(`/api/tasks/${task.id}`, { done: true })
    expect(done.status).toBe(200)
    expect(done.json.done).toBe(true)
    expect(Date.parse(done.json.doneDate)).toBeGreaterThan(Date.now() - 60_000)
    const undone = await admin.put(`/api/tasks/${task.id}`, { done: false })
    expect(undone.json).toMatchObject({ done: false, doneDate: null })
    const edited = await admin.put(`/api/tasks/${task.id}`, { title: 'Renamed', priority: 'low' })
    expect(edited.json).toMatchObject({ title: 'Renamed', priority: 'low', done: false })
  })

  it('should delete a task with 204, then answer 404 for it', async () => {
    const { json: task } = await admin.post('/api/tasks', { tenantId: tenantA, title: 'Delete me' })
    const reply = await admin.delete(`/api/tasks/${task.id}`)
    expect(reply.status).toBe(204)
    expect(reply.text).toBe('')
    expect((await admin.delete(`/api/tasks/${task.id}`)).json).toEqual({
      message: 'Task not found',
    })
  })

  it('should refuse a task without a tenant with "Please select a tenant" and save nothing', async () => {
    const before = await countTasks()
    for (const body of [{ title: 'No tenant' }, { tenantId: '', title: 'No tenant' }]) {
      const reply = await admin.post('/api/tasks', body)
      expect(reply.status).toBe(400)
      expect(reply.json.message).toBe('Please select a tenant')
      expect(reply.json.errors.tenantId).toBe('Please select a tenant')
    }
    expect(await countTasks()).toBe(before)
  })

  it('should refuse a blank title, an unknown priority, a wrong type and an unknown tenant', async () => {
    const before = await countTasks()
    const blank = await admin.post('/api/tasks', { tenantId: tenantA, title: '   ' })
    expect([blank.status, blank.json.message]).toEqual([400, 'Title is required'])
    const priority = await admin.post('/api/tasks', {
      tenantId: tenantA,
      title: 'x',
      priority: 'urgent',
    })
    expect([priority.status, priority.json.errors.priority]).toEqual([
      400,
      'Priority must be high, medium or low',
    ])
    const type = await admin.post('/api/tasks', { tenantId: tenantA, title: 42 })
    expect(type.status).toBe(400)
    const unknown = await admin.post('/api/tasks', {
      tenantId: '00000000-0000-4000-8000-000000000000',
      title: 'x',
    })
    expect([unknown.status, unknown.json.message]).toEqual([400, 'Tenant not found'])
    const { json: task } = await admin.post('/api/tasks', { tenantId: tenantA, title: 'Keep me' })
    const badUpdate = await admin.put(`/api/tasks/${task.id}`, { done: 'yes' })
    expect(badUpdate.status).toBe(400)
    expect(
      (await admin.get(`/api/tasks?tenantId=${tenantA}`)).json.find(
        (t: { id: string }) => t.id === task.id,
      ).done,
    ).toBe(false)
    expect(await countTasks()).toBe(before + 1)
  })

  it('should answer 404 for an unknown or malformed id', async () => {
    expect((await admin.put('/api/tasks/not-a-uuid', { done: true })).status).toBe(404)
    expect(
      (await admin.put('/api/tasks/00000000-0000-4000-8000-000000000000', { done: true })).json,
    ).toEqual({ message: 'Task not found' })
  })

  it("should refuse an editor another tenant's tasks (403 for the tenant, 404 for its tasks), and list only their own", async () => {
    const editor = await signIn(server, { role: 'editor', tenantIds: [tenantA] })
    const { json: bTask } = await admin.post('/api/tasks', { tenantId: tenantB, title: 'Secret B' })
    expect((await editor.post('/api/tasks', { tenantId: tenantB, title: 'x' })).status).toBe(403)
    expect((await editor.put(`/api/tasks/${bTask.id}`, { done: true })).status).toBe(404)
    expect((await editor.delete(`/api/tasks/${bTask.id}`)).status).toBe(404)
    expect((await editor.get(`/api/tasks?tenantId=${tenantB}`)).status).toBe(403)
    const mine = await editor.get('/api/tasks')
    expect(mine.json.every((t: { tenantId: string }) => t.tenantId === tenantA)).toBe(true)
    expect((await editor.post('/api/tasks', { tenantId: tenantA, title: 'Mine' })).status).toBe(201)
  })

  it('should answer 401 without a session', async () => {
    expect((await request(server.baseUrl, '/api/tasks')).status).toBe(401)
    expect(
      (
        await request(server.baseUrl, '/api/tasks', {
          body: { tenantId: tenantA, title: 'x' },
          method: 'POST',
        })
      ).status,
    ).toBe(401)
  })
})
