import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import type { PageContextServer } from 'vike/types'

import { projectRoot } from '../../src/config/paths'
import type { SiteData, SiteRequest } from '../lib/types'
import { renderDocument } from '../render/renderDocument'
import { matchPage, readPageTable } from './pageRoutes'
import type { PageRoute, PageTable } from './pageRoutes'
import { assertRoutesAgree, builtVikeTable } from './routesAgree'
import type { SiteServices } from './siteServices'

/** The site's pages, the tree Vike routes. */
export const SITE_PAGES = path.join(projectRoot, 'site/pages')

const decodeSafe = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Vike's urlPathname: each segment decoded, a decoded '/' kept as %2F. */
const decodePathname = (pathname: string) =>
  pathname
    .split('/')
    .map((segment) => decodeSafe(segment).split('/').join('%2F'))
    .join('/')

/** The pathnames Vike renders as they are: it answers others (`//x`, `/x/`, trailing spaces) with a 301. */
const isNormalized = (pathname: string) =>
  pathname === '/' ||
  (pathname === `/${pathname.split('/').filter(Boolean).join('/')}` &&
    !/\s$/.test(decodeSafe(pathname)))

/** Vike's stylesheet tags for each page, read from the client build's manifest (`dist/site/assets.json`). */
const headTagsFromManifest = (outDir: string): Map<string, string> => {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, 'assets.json'), 'utf8')) as Record<
    string,
    { css?: string[] }
  >
  const tags = new Map<string, string>()
  for (const [key, chunk] of Object.entries(manifest)) {
    const entry = /^virtual:vike:page-entry:client:(.+)$/.exec(key)?.[1]
    if (entry)
      tags.set(
        entry,
        (chunk.css ?? [])
          .map((file) => `<link rel="stylesheet" type="text/css" href="/${file}">`)
          .join(''),
      )
  }
  return tags
}

type SiteRender = { data: SiteData | undefined; body: string; Page: PageRoute['Page'] }

type RenderArgs = { payload: Payload; services: SiteServices; site: SiteRequest; url: string }

type Args = {
  /** The stylesheet tags Vike injects into a page's head, by pageId. */
  headTags: (pageId: string) => string
  /** The pages tree (tests hand in their own). */
  pagesDir?: string
}

/**
 * The production renderer: the site's own Vike pages, data hooks and document, called directly
 * instead of through Vike's per-request pipeline (URL parsing, hook machinery, objectAssign of a large
 * pageContext), which cost about a millisecond per page. Its pages and routes are read from the pages
 * tree with Vike's rules (pageRoutes.ts), so a new page needs nothing here. It answers null for what it
 * leaves to Vike: URLs Vike would normalize with a 301, paths no page routes, pages with hooks it does
 * not run, and data hooks that throw (Vike then renders its error page). The output is byte-identical
 * to Vike's (tests/int/site/renderer.int.spec.ts). `table()` reads the pages (once).
 */
export const createSiteRenderer = ({ headTags, pagesDir = SITE_PAGES }: Args) => {
  let reading: Promise<PageTable> | undefined
  const table = () => (reading ??= readPageTable(pagesDir))

  const render = async ({
    payload,
    services,
    site,
    url,
  }: RenderArgs): Promise<SiteRender | null> => {
    const at = url.indexOf('?')
    const pathnameRaw = at === -1 ? url : url.slice(0, at)
    if (!isNormalized(pathnameRaw)) return null
    const urlPathname = decodePathname(pathnameRaw)
    const matched = matchPage((await table()).routes, urlPathname)
    if (!matched || matched.route.viaVike) return null
    const { route, routeParams } = matched
    const search = Object.fromEntries(new URLSearchParams(at === -1 ? '' : url.slice(at + 1)))
    const pageContext = {
      pageId: route.pageId,
      payload,
      routeParams,
      services,
      site,
      urlOriginal: url,
      urlPathname,
      urlParsed: { pathname: urlPathname, search },
    } as unknown as PageContextServer
    let data: SiteData | undefined
    try {
      data = route.data ? await route.data(pageContext) : undefined
    } catch {
      return null
    }
    const html = renderDocument({ data, Page: route.Page, simulateDomain: site.simulateDomain })
    const tags = headTags(route.pageId)
    const body = `<!DOCTYPE html>${tags ? html.replace('<head>', `<head>${tags}`) : html}`
    return { body, data, Page: route.Page }
  }

  return Object.assign(render, { table })
}

/**
 * The renderer for the built site in `outDir` (`dist/site`, its server entry already loaded): it
 * refuses to start when the pages tree and the build's route table disagree (routesAgree.ts).
 */
export const builtSiteRenderer = async (outDir: string, pagesDir = SITE_PAGES) => {
  const tags = headTagsFromManifest(outDir)
  const renderer = createSiteRenderer({ headTags: (pageId) => tags.get(pageId) ?? '', pagesDir })
  assertRoutesAgree(await renderer.table(), await builtVikeTable())
  return renderer
}
