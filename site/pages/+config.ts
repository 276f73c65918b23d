import type { Config } from 'vike/types'

// HTML-only: there is no +onRenderClient and pages load on the server only, so Vike sends no client
// JavaScript for any page (only the stylesheet link it injects).
export default {
  meta: { Page: { env: { client: false, server: true } } },
  passToClient: [],
} satisfies Config
