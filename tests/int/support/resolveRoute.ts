/**
 * Shared ground for the route resolution tests (tests/int/public/resolveRoute*.int.spec.ts): the test
 * store (storeFixture.ts), and resolveRoute called for a tenant as the site's page handler calls it.
 */
import { expect } from 'vitest'

import { resolveRoute } from '../../../src/services/public/routing/resolveRoute'
import type { PublicTenant, ResolvedRoute } from '../../../src/services/public/types'
import { buildStore } from './storeFixture'
import type { Store } from './storeFixture'
import { startTestServer } from './testServer'
import type { TestServer } from './testServer'

// Each test file runs in its own process, so this is the file's one server and tenant.
let server: TestServer
let shop: PublicTenant

export const resolve = (path: string, tenant = shop) => resolveRoute(server.payload, tenant, path)

/** The route, after checking it is of `type`. */
export const as = <T extends ResolvedRoute['type']>(route: ResolvedRoute, type: T) => {
  expect(route.type).toBe(type)
  return route as Extract<ResolvedRoute, { type: T }>
}

export const startResolving = async (): Promise<{
  server: TestServer
  store: Store
  shop: PublicTenant
}> => {
  server = await startTestServer()
  const store = await buildStore(server.payload)
  shop = store.tenant
  return { server, store, shop }
}
