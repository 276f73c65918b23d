import fs from 'node:fs'
import path from 'node:path'

import type { ComponentType } from 'react'
import type { Payload } from 'payload'
import type { PageContextServer } from 'vike/types'

import BlogPage from '../../site/pages/blog/+Page'
import { data as blogData } from '../../site/pages/blog/+data'
import CatchAllPage from '../../site/pages/catchAll/+Page'
import { data as catchAllData } from '../../site/pages/catchAll/+data'
import IndexPage from '../../site/pages/index/+Page'
import { data as indexData } from '../../site/pages/index/+data'
import type { SiteData, SiteRequest } from '../../site/lib/types'
import type { PublicApi } from '../../site/loaders/publicApi'
import { renderDocument } from '../../site/render/renderDocument'

type Route = {
  /** The Vike page's folder, as the build manifest names its entry. */
  entry: string
  data: (pageContext: PageContextServer) => Promise<SiteData>
  Page: ComponentType<{ data?: SiteData }>
}

const route = (entry: string, data: Route['data'], Page: unknown): Route => ({
  entry,
  data,
  Page: Page as Route['Page'],
})

// The site's three Vike routes: /, /blog and the catch-all /*.
const INDEX = route('/pages/index', indexData, IndexPage)
const BLOG = route('/pages/blog', blogData, BlogPage)
const CATCH_ALL = route('/pages/catchAll', catchAllData, CatchAllPage)

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

export type SiteRender = { data: SiteData; body: string; Page: Route['Page'] }

type RenderArgs = { api: PublicApi; payload: Payload; site: SiteRequest; url: string }

/**
 * The production renderer: the site's own Vike data hooks, pages and document, called directly for
 * the three routes instead of through Vike's per-request pipeline (URL parsing, hook machinery,
 * objectAssign of a large pageContext), which cost about a millisecond per page. It answers null for
 * what it leaves to Vike: URLs Vike would normalize with a 301, and data hooks that throw (Vike then
 * renders its error page). The output is byte-identical to Vike's (tests/int/site/renderer.int.spec.ts).
 */
export const createSiteRenderer = ({ headTags }: { headTags: (entry: string) => string }) => {
  return async ({ api, payload, site, url }: RenderArgs): Promise<SiteRender | null> => {
    const at = url.indexOf('?')
    const pathnameRaw = at === -1 ? url : url.slice(0, at)
    if (!isNormalized(pathnameRaw)) return null
    const urlPathname = decodePathname(pathnameRaw)
    const search = Object.fromEntries(new URLSearchParams(at === -1 ? '' : url.slice(at + 1)))
    const chosen = urlPathname === '/' ? INDEX : urlPathname === '/blog' ? BLOG : CATCH_ALL
    const pageContext = {
      api,
      payload,
      site,
      urlPathname,
      urlParsed: { pathname: urlPathname, search },
    } as unknown as PageContextServer
    let data: SiteData
    try {
      data = await chosen.data(pageContext)
    } catch {
      return null
    }
    const html = renderDocument({ data, Page: chosen.Page, simulateDomain: site.simulateDomain })
    const tags = headTags(chosen.entry)
    const body = `<!DOCTYPE html>${tags ? html.replace('<head>', `<head>${tags}`) : html}`
    return { body, data, Page: chosen.Page }
  }
}

/** The renderer for the built site in `outDir` (`dist/site`). */
export const builtSiteRenderer = (outDir: string) => {
  const tags = headTagsFromManifest(outDir)
  return createSiteRenderer({ headTags: (entry) => tags.get(entry) ?? '' })
}
