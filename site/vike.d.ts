import type { Payload } from 'payload'

import type { PublicApi } from './loaders/publicApi'
import type { SiteRequest } from './lib/types'

declare global {
  namespace Vike {
    interface PageContext {
      /** The server's Payload instance, handed in by the express server on every render. */
      payload: Payload
      /** The tenant and host facts publicSite.ts found before rendering (it keys its cache on them). */
      site: SiteRequest
      /** The public read model (see loaders/publicApi.ts). */
      api: PublicApi
    }
  }
}

export {}
