import type { PageContextServer } from 'vike/types'

import { loadSiteData } from '../../loaders/loadSiteData'
import { routeData } from '../../loaders/routeData'

export const data = (pageContext: PageContextServer) =>
  loadSiteData({ build: routeData, noTenant: 'domain-not-found', pageContext })
