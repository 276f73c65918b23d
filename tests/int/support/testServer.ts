import type { Payload } from 'payload'

export type TestServer = {
  baseUrl: string
  close: () => Promise<void>
  payload: Payload
}

type Args = {
  /** Also mount the public site (Vite dev middleware); off for API-only files. */
  site?: boolean
  /**
   * Payload's REST and GraphQL at `/api/cms`, through the route handlers Next serves them with (see
   * payloadRestDoor.ts); on by default, `false` leaves Next's door out entirely.
   */
  cms?: boolean
}

/**
 * The real app (migrations applied, real HTTP on an ephemeral port) against this file's fresh
 * database. Next itself is left out (Payload's admin is covered by the e2e suite against the built
 * app); Payload's REST and GraphQL stand in for it at `/api/cms`.
 */
export const startTestServer = async ({
  cms = true,
  site = false,
}: Args = {}): Promise<TestServer> => {
  const g = globalThis as { __testServer?: TestServer }
  if (g.__testServer) return g.__testServer

  const [
    { getPayload },
    { default: config },
    { createApp, listen },
    { publicSite },
    { payloadRestDoor },
  ] = await Promise.all([
    import('payload'),
    import('../../../payload.config'),
    import('../../../src/server'),
    import('../../../site/server/publicSite'),
    import('../../../src/http/payloadRestDoor'),
  ])
  const payload = await getPayload({ config })

  const publicSiteRouter = site ? await publicSite({ mode: 'dev', payload }) : undefined
  const nextHandler = cms ? await payloadRestDoor(config) : undefined
  const app = createApp({ nextHandler, payload, site: publicSiteRouter?.router })
  const server = await listen({
    app,
    fastPath: publicSiteRouter?.fastPath,
    // As in production: each request is first asked whether it is the app's (in development the
    // site claims no page itself, so express answers them all as before).
    sitePages: publicSiteRouter?.sitePages,
    payload,
    port: 0,
    host: '127.0.0.1',
  })
  g.__testServer = {
    baseUrl: `http://127.0.0.1:${server.port}`,
    close: async () => {
      await server.close()
      await publicSiteRouter?.close()
      await payload.destroy()
    },
    payload,
  }
  return g.__testServer
}
