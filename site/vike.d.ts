import type { Payload } from 'payload'

import type { SiteServices } from './server/siteServices'
import type { SiteRequest } from './lib/types'

declare global {
  namespace Vike {
    interface PageContext {
      /** The server's Payload instance, handed in by the express server on every render. */
      payload: Payload
      /** The tenant and host facts the page handler found before rendering (server/siteRequest.ts; it keys its cache on them). */
      site: SiteRequest
      /** The domain services pages read through (see server/siteServices.ts). */
      services: SiteServices
    }
  }
}

export {}
