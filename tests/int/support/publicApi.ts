/**
 * Shared ground for the public API tests (tests/int/public/publicApi*.int.spec.ts): the app with the
 * test store (storeFixture.ts), an administrator, and anonymous GETs as a visitor's browser sends them.
 */
import { request } from './http'
import { signIn } from './session'
import type { Client } from './session'
import { buildStore } from './storeFixture'
import type { Store } from './storeFixture'
import { startTestServer } from './testServer'
import type { TestServer } from './testServer'

// Each test file runs in its own process, so this is the file's one server.
let server: TestServer

export const get = (path: string, headers: Record<string, string> = {}) =>
  request(server.baseUrl, path, { headers })

export const startPublicApi = async (): Promise<{
  server: TestServer
  store: Store
  admin: Client
  tenantId: string
}> => {
  server = await startTestServer()
  const store = await buildStore(server.payload)
  return { server, store, admin: await signIn(server), tenantId: store.tenant.id }
}
