import type { PageTable } from './pageRoutes'

/** A page route as Vike's build lists it (`getPagesAndRoutes()` of `vike/__internal`). */
type VikeRoute = { pageId: string; routeType: string; routeString?: string }

export type VikeTable = { allPageIds: string[]; pageRoutes: VikeRoute[] }

const describe = (route: { routeType: string; routeString?: string } | undefined) =>
  route ? `${route.routeType} '${route.routeString ?? '(function)'}'` : 'no route'

/**
 * Throws unless the production renderer's pages (read from `site/pages`) are the built site's, with
 * the same routes: a page added or changed after `npm run build`, or a route Vike reads differently
 * from pageRoutes.ts, would otherwise render differently in production than in development. The
 * server refuses to start with the differences listed.
 */
export const assertRoutesAgree = (ours: PageTable, vike: VikeTable) => {
  const problems: string[] = []
  const built = new Set(vike.allPageIds)
  const read = new Set(ours.pageIds)
  for (const id of read)
    if (!built.has(id)) problems.push(`${id} is in site/pages, not in the build`)
  for (const id of built)
    if (!read.has(id)) problems.push(`${id} is in the build, not in site/pages`)
  for (const route of vike.pageRoutes) {
    const mine = ours.routes.find((r) => r.pageId === route.pageId)
    if (mine && (mine.routeType !== route.routeType || mine.routeString !== route.routeString))
      problems.push(
        `${route.pageId} is routed by ${describe(route)} in the build, by ${describe(mine)} here`,
      )
  }
  if (problems.length)
    throw new Error(
      `The public site's pages differ from its build in dist/site (run npm run build): ${problems.join('; ')}`,
    )
}

/** The built site's route table, as Vike itself routes it (its server entry must be loaded first). */
export const builtVikeTable = async (): Promise<VikeTable> => {
  const { getPagesAndRoutes } = await import('vike/__internal')
  const { allPageIds, pageRoutes } = await getPagesAndRoutes()
  return {
    allPageIds,
    pageRoutes: pageRoutes.map((r) => ({
      pageId: r.pageId,
      routeString: 'routeString' in r ? (r.routeString as string) : undefined,
      routeType: r.routeType,
    })),
  }
}
