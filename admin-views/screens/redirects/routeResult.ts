/** GET /api/resolve-route's reply, as far as the Test dialog reads it (docs/api/public.md). */
export type RouteReply = {
  data: unknown
  success: boolean
  type: 'catalog' | 'category' | 'not-found' | 'page' | 'redirect' | 'template'
}

/** What the Test dialog says about a path: a heading line and what it leads to. */
export type RouteSummary = { detail?: string; target?: string; title: string }

const field = (value: unknown, ...keys: string[]): string | undefined => {
  let current = value
  for (const key of keys) {
    if (!current || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return typeof current === 'string' ? current : undefined
}

/** The path as typed, made a site path: starts with '/', spaces and accents percent-encoded. */
export const testUrl = (tenantId: string, typed: string): string => {
  const path = typed.trim().startsWith('/') ? typed.trim() : `/${typed.trim()}`
  return `/api/resolve-route/${tenantId}${encodeURI(path)}`
}

/** Where a path goes on the tenant's site, in words. */
export const summarizeRoute = (reply: RouteReply): RouteSummary => {
  switch (reply.type) {
    case 'redirect': {
      const status = (reply.data as { status?: number } | null)?.status
      return {
        detail:
          status === 302
            ? 'Affiliate redirect (302). Tests from the admin do not count as hits.'
            : 'Hard redirect (301).',
        target: field(reply.data, 'location'),
        title: 'Redirects to',
      }
    }
    case 'page':
      return { target: field(reply.data, 'page', 'title'), title: 'Shows the page' }
    case 'category':
      return { target: field(reply.data, 'category', 'name'), title: 'Shows the category' }
    case 'template':
      return { target: field(reply.data, 'title'), title: 'Shows the template page' }
    case 'catalog':
      return { target: field(reply.data, 'name'), title: 'Shows the template catalog' }
    default:
      return { detail: 'Nothing is served at this path.', title: 'Not found' }
  }
}
