import type { Payload } from 'payload'

export type TestServer = {
  baseUrl: string
  close: () => Promise<void>
  payload: Payload
}

type Args = {
  /** Also mount the public site (Vite dev middleware); off for API-only files. */
  site?: boolean
}

/**
 * The real app (migrations applied, real HTTP on an ephemeral port) against this file's fresh
 * database. Next is left out: Payload's admin is covered by the e2e suite against the built app.
 */
export const startTestServer = async ({ site = false }: Args = {}): Promise<TestServer> => {
  const g = globalThis as { __testServer?: TestServer }
  if (g.__testServer) return g.__testServer

  const [{ getPayload }, { default: config }, { createApp, listen }, { publicSite }] =
    await Promise.all([
      import('payload'),
      import('../../../payload.config'),
      import('../../../src/server'),
      import('../../../src/http/publicSite'),
    ])
  const payload = await getPayload({ config })

  const publicSiteRouter = site ? await publicSite({ mode: 'dev', payload }) : undefined
  const app = createApp({ payload, site: publicSiteRouter?.router })
  const server = await listen({
    app,
    fastPath: publicSiteRouter?.fastPath,
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
