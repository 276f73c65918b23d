import type { Payload } from 'payload'

declare global {
  namespace Vike {
    interface PageContext {
      /** The server's Payload instance, handed in by the express server on every render. */
      payload: Payload
    }
  }
}

export {}
