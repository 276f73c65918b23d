/**
 * Shared ground for the public site page tests (tests/int/site/pages*.int.spec.ts): the app with the
 * public site and the test store (storeFixture.ts), and pages fetched as a browser on a host would.
 */
import { visit } from '../site/siteHelpers'
import { STORE } from './storeContent'
import { buildStore } from './storeFixture'
import { startTestServer } from './testServer'
import type { TestServer } from './testServer'

// Each test file runs in its own process, so this is the file's one server.
let server: TestServer

export const get = (path: string, host?: string) => visit(server.baseUrl, path, { host })

/** The store through simulate_domain on localhost. */
export const storePath = (path: string) =>
  `${path}${path.includes('?') ? '&' : '?'}simulate_domain=${STORE.domain}`

export const startStoreSite = async (): Promise<{ server: TestServer; tenantId: string }> => {
  server = await startTestServer({ site: true })
  const { tenant } = await buildStore(server.payload)
  return { server, tenantId: tenant.id }
}
