/**
 * Local API helpers for the collection contract tests (tests/int/collections): rows written and read
 * back through Payload on this file's database, and the shapes of a refused write.
 */
import type { CollectionSlug, Payload, Where } from 'payload'
import { beforeAll, expect } from 'vitest'

import { startTestServer } from './testServer'
import type { TestServer } from './testServer'

let server: TestServer
let serial = 0

/** Starts this file's server before its tests; its `payload` is for the calls the helpers do not cover. */
export const useLocalApi = (): { readonly payload: Payload } => {
  beforeAll(async () => {
    server = await startTestServer()
  })
  return {
    get payload() {
      return server.payload
    },
  }
}

/** A number no earlier call in this file returned, for unique slugs and domains. */
export const nextSerial = () => ++serial

export const newTenant = async () => {
  const tenant = await server.payload.create({
    collection: 'tenants',
    data: { domain: `shop-${++serial}.example.com`, name: `Shop ${serial}` },
  })
  return tenant.id
}

export const create = (collection: CollectionSlug, data: Record<string, unknown>): Promise<any> =>
  server.payload.create({ collection, data: data as never, depth: 0 })

/** The row as stored, read back rather than taken from the create reply. */
export const read = (collection: CollectionSlug, id: string): Promise<any> =>
  server.payload.findByID({ collection, depth: 0, id })

export const count = async (collection: CollectionSlug, where: Where) =>
  (await server.payload.count({ collection, where })).totalDocs

export const exists = async (collection: CollectionSlug, id: string) =>
  (await count(collection, { id: { equals: id } })) === 1

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The error a write was refused with; fails the test when the write went through. */
export const refusal = async (write: () => Promise<unknown>): Promise<any> => {
  try {
    await write()
  } catch (error) {
    return error
  }
  return expect.fail('expected the write to be refused')
}

/** A unique index violation: Payload's ValidationError naming the table (the API maps it to 409). */
export const expectUniqueViolation = async (write: () => Promise<unknown>, tableName: string) => {
  const error = await refusal(write)
  expect(error.name).toBe('ValidationError')
  expect(error.data.errors).toEqual(
    expect.arrayContaining([expect.objectContaining({ tableName })]),
  )
}

/** A field validation failure on `field`, caught before any row is written. */
export const expectFieldRefused = async (write: () => Promise<unknown>, field: string) => {
  const error = await refusal(write)
  expect(error.name).toBe('ValidationError')
  expect(error.data.errors).toEqual(
    expect.arrayContaining([expect.objectContaining({ path: field })]),
  )
}

/** An ISO date written between `since` and now (a second of slack for the database round trip). */
export const expectRecent = (value: unknown, since: number) => {
  expect(value).toEqual(expect.any(String))
  const time = new Date(value as string).getTime()
  expect(time).toBeGreaterThanOrEqual(since - 1000)
  expect(time).toBeLessThanOrEqual(Date.now() + 1000)
}
