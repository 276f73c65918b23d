/**
 * Next for the admin (Payload's admin with our views, and Payload's REST and GraphQL), as the handlers
 * createApp and listen take: this repository's app (src/web.ts) and a host app's
 * (`createSiteGeneratorServer({ next: { dir } })`) start it the same way.
 */
import type http from 'node:http'
import type { Duplex } from 'node:stream'

type Args = {
  /** The folder with the app's `app/(payload)` (or `src/app/(payload)`) and next.config. */
  dir: string
  /** `next dev` (compiles each page on its first request) instead of the `next build` output. */
  dev: boolean
  /** Where the server listens: `next dev` needs it for its HMR socket, without which no page hydrates. */
  hostname?: string
  port?: number
}

export type NextDoor = {
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>
  /** Next's upgrade handler, for its dev-mode HMR socket. */
  upgrade?: (req: http.IncomingMessage, socket: Duplex, head: Buffer) => void
  close: () => Promise<void>
}

export const startNext = async ({ dev, dir, hostname, port }: Args): Promise<NextDoor> => {
  // Next's telemetry stays off however the product is started (npm start, the image, a bare node).
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  const { default: next } = await import('next')
  const nextApp = next({ dev, dir, hostname, port })
  await nextApp.prepare()
  return {
    handler: nextApp.getRequestHandler(),
    upgrade: dev ? nextApp.getUpgradeHandler() : undefined,
    close: async () => {
      await nextApp.close?.()
    },
  }
}
