import { beforeAll, describe, expect, it } from 'vitest'

import { apiRoutes } from '../../../endpoints'
import { openApiPath } from '../../../src/http/openapi'
import { request } from '../support/http'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

const samplePath = (path: string) =>
  path
    .replace(/:\w+/g, '00000000-0000-4000-8000-000000000000')
    .replace(/\{\/\*\w+\}/g, '/some/path')
    .replace(/\{\*\w+\}/g, 'some/path')
    .replace(/\*\w*/g, 'x')

describe('every management route', () => {
  it('should answer 401 to every non-public route without a session, and leave the database unchanged', async () => {
    // optionalSession routes answer visitors too (public reads of menus and sections): not walked here.
    const privateRoutes = apiRoutes.filter((r) => !r.public && !r.optionalSession)
    expect(privateRoutes.length).toBeGreaterThan(0)
    const before = await server.payload.count({ collection: 'tasks' })
    for (const route of privateRoutes) {
      const reply = await request(server.baseUrl, `/api${samplePath(route.path)}`, {
        body: route.method === 'get' || route.method === 'delete' ? undefined : {},
        method: route.method.toUpperCase(),
      })
      expect(reply.status, `${route.method.toUpperCase()} ${route.path}`).toBe(401)
      expect(reply.json.message).toMatch(/Authentication required/)
    }
    expect((await server.payload.count({ collection: 'tasks' })).totalDocs).toBe(before.totalDocs)
  })

  it('should describe every route in the OpenAPI 3.1 document', async () => {
    const reply = await request(server.baseUrl, '/api/openapi.json')
    expect(reply.status).toBe(200)
    expect(reply.json.openapi).toBe('3.1.0')
    for (const route of apiRoutes) {
      const path = openApiPath(route.path)
      expect(reply.json.paths[path]?.[route.method], `${route.method} ${path}`).toBeDefined()
    }
    const createTask = reply.json.paths['/api/tasks'].post
    expect(
      createTask.requestBody.content['application/json'].schema.properties.priority.enum,
    ).toEqual(['high', 'medium', 'low'])
  })
})
