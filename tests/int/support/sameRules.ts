/**
 * The runner of the same-rules tests (tests/int/doors/sameRules*.int.spec.ts): each attempt is sent
 * as an administrator through the documented /api and through Payload's REST (/api/cms); both must
 * refuse it with a 4xx carrying the rule's own message, and nothing may change.
 */
import type { CollectionSlug } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Reply } from './http'
import { signIn } from './session'
import type { Client } from './session'
import { startTestServer } from './testServer'
import type { TestServer } from './testServer'

export type Attempt = {
  name: string
  collection: CollectionSlug
  /** The document the writes aim at, when they change or delete one. */
  target?: () => Promise<string>
  api: (
    id: string,
  ) => [method: 'post' | 'put' | 'patch' | 'delete', path: string, body?: Record<string, unknown>]
  cms: (
    id: string,
  ) => [method: 'post' | 'patch' | 'delete', path: string, body?: Record<string, unknown>]
  message: string
}

let server: TestServer
let admin: Client

/** What the attempts refer to; filled before the tests run. */
export const ground = {
  tenantA: '',
  tenantB: '',
  /** A category of tenant B. */
  categoryB: '',
  /** A dataset with the fields name (text) and price (number). */
  datasetId: '',
}

export const create = async (collection: CollectionSlug, data: Record<string, unknown>) =>
  String((await server.payload.create({ collection, data: data as never, depth: 0 })).id)

/** Everything a refused write could have touched: the document and the collection's size. */
const snapshot = async (collection: CollectionSlug, id?: string) => ({
  count: (await server.payload.count({ collection })).totalDocs,
  doc: id ? await server.payload.findByID({ collection, depth: 0, disableErrors: true, id }) : null,
})

const expectRefusedWith = (reply: Reply, message: string, door: string) => {
  expect(reply.status, `${door}: ${reply.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400)
  expect(reply.status, door).toBeLessThan(500)
  expect(reply.text, door).toContain(message)
}

/** The tests: every attempt refused at both doors, with its message, changing nothing. */
export const expectSameRules = (attempts: Attempt[]) => {
  beforeAll(async () => {
    server = await startTestServer()
    ground.tenantA = await create('tenants', { domain: 'a.example', name: 'A' })
    ground.tenantB = await create('tenants', { domain: 'b.example', name: 'B' })
    ground.categoryB = await create('categories', {
      name: 'Theirs',
      slug: 'theirs',
      tenant: ground.tenantB,
    })
    ground.datasetId = await create('datasets', {
      name: 'Instruments',
      tenants: [ground.tenantA, ground.tenantB],
    })
    await create('dataset-fields', { dataset: ground.datasetId, name: 'name' })
    await create('dataset-fields', { dataset: ground.datasetId, name: 'price', type: 'number' })
    admin = await signIn(server)
  })

  describe('the same rules at /api and /api/cms', () => {
    it.each(attempts)(
      'should refuse $name at both doors, with its message, changing nothing',
      async (attempt) => {
        for (const door of ['api', 'cms'] as const) {
          const id = attempt.target ? await attempt.target() : undefined
          const before = await snapshot(attempt.collection, id)
          const [method, path, body] = attempt[door](id ?? '')
          const reply = await admin[method](path, body)
          expectRefusedWith(reply, attempt.message, `${door} ${method.toUpperCase()} ${path}`)
          expect(await snapshot(attempt.collection, id), door).toEqual(before)
        }
      },
    )
  })
}
