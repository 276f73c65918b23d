/**
 * Calls and checks for the access matrix (tests/int/doors/access*.int.spec.ts): one actor (nobody, an
 * editor, an administrator) through /api, Payload's REST at /api/cms and its GraphQL, and what a
 * refusal or a success looks like at each door.
 */
import type { CollectionSlug } from 'payload'
import { expect } from 'vitest'

import { graphql as anonymousGraphql } from './cms'
import type { Case } from './doorCases'
import { request } from './http'
import type { Reply } from './http'
import type { Client } from './session'
import type { TestServer } from './testServer'
import { startTwoTenants } from './twoTenants'

// Each test file runs in its own process, so this is the file's one server.
let server: TestServer

const datasets = new Map<string, string>()

/**
 * The dataset of one tenant (a `name` field), made once: what the cases whose documents hang off a
 * dataset put them in. `startDoors` makes A's and B's before any test counts documents.
 */
export const datasetOf = async (tenant: string) => {
  const known = datasets.get(tenant)
  if (known) return known
  const dataset = await server.payload.create({
    collection: 'datasets',
    data: { name: `Dataset of ${tenant}`, tenants: [tenant] },
    depth: 0,
  })
  await server.payload.create({
    collection: 'dataset-fields',
    data: { dataset: dataset.id, name: 'name' },
  })
  datasets.set(tenant, String(dataset.id))
  return String(dataset.id)
}

/** The data that makes a document of the case belong to the tenant (`Case.owner`). */
export const ownedBy = async ({ owner = 'tenant' }: Case, tenant: string) => {
  if (owner === 'tenants') return { tenants: [tenant] }
  if (owner === 'dataset') return { dataset: await datasetOf(tenant) }
  return { tenant }
}

export const startDoors = async () => {
  const world = await startTwoTenants()
  server = world.server
  await datasetOf(world.tenantA)
  await datasetOf(world.tenantB)
  return world
}

type Actor = { name: string; client: Client | null }

export const anonymous: Actor = { client: null, name: 'nobody' }

export const call = (actor: Actor, method: string, path: string, body?: unknown): Promise<Reply> =>
  actor.client
    ? actor.client[method.toLowerCase() as 'post'](path, body)
    : request(server.baseUrl, path, { body, method: method.toUpperCase() })

export const gql = (actor: Actor, query: string, variables?: Record<string, unknown>) =>
  actor.client
    ? actor.client.graphql(query, variables)
    : anonymousGraphql(server.baseUrl, query, { variables })

export const stored = async (slug: CollectionSlug, id: string) =>
  server.payload.findByID({
    collection: slug,
    depth: 0,
    disableErrors: true,
    id,
  }) as Promise<Record<string, unknown> | null>

export const count = async (slug: CollectionSlug) =>
  (await server.payload.count({ collection: slug })).totalDocs

export const make = async (c: Case, tenant: string) =>
  String(
    (
      await server.payload.create({
        collection: c.slug,
        data: { ...c.data(), ...(await ownedBy(c, tenant)) } as never,
        depth: 0,
      })
    ).id,
  )

/** A refusal: a 4xx (GraphQL: an error and no data), never a 5xx, and nothing changed. */
export const expectRefused = (reply: Reply, label: string) => {
  expect(reply.status, `${label}: ${reply.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400)
  expect(reply.status, label).toBeLessThan(500)
}

export const expectGraphqlRefused = (reply: Reply, field: string, label: string) => {
  expect(reply.status, label).toBeLessThan(500)
  expect(reply.json?.data?.[field] ?? null, `${label}: ${reply.text.slice(0, 300)}`).toBeNull()
  const error = reply.json?.errors?.[0]
  expect(error, label).toBeTruthy()
  expect(Number(error.extensions?.statusCode ?? 400), `${label}: ${error.message}`).toBeLessThan(
    500,
  )
}

export const expectOk = (reply: Reply, label: string) => {
  expect(reply.status, `${label}: ${reply.text.slice(0, 300)}`).toBeGreaterThanOrEqual(200)
  expect(reply.status, label).toBeLessThan(300)
}

export const expectGraphqlOk = (reply: Reply, field: string, label: string) => {
  expect(reply.json?.errors, `${label}: ${reply.text.slice(0, 300)}`).toBeUndefined()
  expect(reply.json?.data?.[field], label).toBeTruthy()
}

/** A bulk REST write that matched nothing it may touch answers 200 with no docs; treat that as refused. */
export const bulkAsReply = (reply: Reply): Reply =>
  reply.status === 200 && Array.isArray(reply.json?.docs) && reply.json.docs.length === 0
    ? { ...reply, status: 403 }
    : reply
