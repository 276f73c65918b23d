import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import type { ComponentType } from 'react'
import type { PageContextServer } from 'vike/types'

import { escapeRegex } from '../../src/utilities/escapeRegex'
import type { SiteData } from '../lib/types'

type RouteType = 'FILESYSTEM' | 'STRING'

/** A page of the `site/pages` tree, routed as Vike routes it. */
export type PageRoute = {
  /** Vike's name for the page: its folder from the site's root, `/pages/blog`. */
  pageId: string
  routeType: RouteType
  routeString: string
  /** The route parameters of a pathname this route matches, or null (matchRoute). */
  match: (urlPathname: string) => Record<string, string> | null
  /** The page has hooks of its own the production renderer does not run (a guard, onBeforeRender): Vike renders it. */
  viaVike: boolean
  Page: ComponentType<{ data?: SiteData }>
  data?: (pageContext: PageContextServer) => Promise<SiteData>
}

export type PageTable = {
  /** Every page, the error page included, by pageId. */
  pageIds: string[]
  /** The routed pages in Vike's order of precedence: the first that matches a URL renders it. */
  routes: PageRoute[]
}

// The config files the renderer follows: the root's document and settings, a page's own component,
// data and route. Any other `+` file changes how a page renders, and Vike keeps that page.
const ROOT_FILES = new Set(['+config', '+onRenderHtml'])
const PAGE_FILES = new Set(['+Page', '+data', '+route'])
const CODE = /\.(tsx?|jsx?|mjs)$/

const plusFiles = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => name.startsWith('+') && CODE.test(name))
    // `+data.server.ts` is the data hook too (`.server`, `.shared`: where it runs, always the server here).
    .map((name) => ({
      base: name.replace(CODE, '').replace(/\.(server|shared)$/, ''),
      file: path.join(dir, name),
    }))

/** Vike's filesystem route: the folder path without `pages`, `src` and `index` segments. */
const filesystemRoute = (pageId: string) =>
  pageId
    .split('/')
    .filter((dir) => dir !== 'pages' && dir !== 'src' && dir !== 'index')
    .join('/') || '/'

type Part = { static?: string; param?: string; glob?: boolean }

/** A route string's parts, as Vike reads them (resolveRouteString.js: parseRouteString). */
const partsOf = (routeString: string): Part[] => {
  const parts: Part[] = []
  const pushStatic = (text: string) => {
    const last = parts[parts.length - 1]
    if (last?.static !== undefined) last.static += text
    else parts.push({ static: text })
  }
  const segments = routeString.split('/')
  segments.forEach((segment, i) => {
    if (i !== 0) pushStatic('/')
    if (segment.startsWith('@') || segment.startsWith(':')) parts.push({ param: segment.slice(1) })
    else if (segment === '*' && i === segments.length - 1 && routeString !== '/*')
      parts.push({ glob: true })
    else
      segment.split('*').forEach((text, j) => {
        if (j !== 0) parts.push({ glob: true })
        if (text) pushStatic(text)
      })
  })
  return parts
}

/**
 * Vike's matching of a route string (resolveRouteString.js), its regular expression built once: a
 * parameter takes one segment, a glob anything, a trailing slash is allowed; globs are named `*`, or
 * `*1`, `*2`... when there are several. Values are left as they are in the pathname. Vike's own
 * resolveRoute parses the string again for every pathname, a twentieth of a page's cost.
 */
export const matchRoute = (routeString: string) => {
  const parts = partsOf(routeString)
  const inner = parts
    .map((p) => `(${p.param !== undefined ? '[^/]+' : p.glob ? '.*' : escapeRegex(p.static!)})`)
    .join('')
  const pattern = new RegExp(`^${inner}/?$`)
  const numbered = parts.filter((p) => p.glob).length > 1
  return (urlPathname: string): Record<string, string> | null => {
    const found = pattern.exec(urlPathname)
    if (!found) return null
    const params: Record<string, string> = {}
    let globs = 0
    parts.forEach((part, i) => {
      if (part.param !== undefined) params[part.param] = found[i + 1]!
      if (part.glob) params[`*${numbered ? ++globs : ''}`] = found[i + 1]!
    })
    return params
  }
}

const countStatic = (text?: string) => text?.split('/').filter(Boolean).length ?? 0

/**
 * Vike's precedence (https://vike.dev/route-function#precedence, resolvePrecedence.js): filesystem
 * routes, then static route strings, then the others; within each, more leading static segments,
 * more static segments, fewer globs, more parameters.
 */
const precedence = (route: PageRoute): number[] => {
  const parts = partsOf(route.routeString)
  const dynamic = parts.some((p) => p.param !== undefined || p.glob)
  const leading = parts.findIndex((p) => p.static === undefined)
  return [
    route.routeType === 'FILESYSTEM' ? 0 : dynamic ? 2 : 1,
    -parts
      .slice(0, leading === -1 ? parts.length : leading)
      .reduce((n, p) => n + countStatic(p.static), 0),
    -parts.reduce((n, p) => n + countStatic(p.static), 0),
    parts.filter((p) => p.glob).length,
    -parts.filter((p) => p.param !== undefined).length,
  ]
}

const byPrecedence = (a: PageRoute, b: PageRoute) => {
  const [x, y] = [precedence(a), precedence(b)]
  const at = x.findIndex((value, i) => value !== y[i])
  return at === -1 ? 0 : x[at]! - y[at]!
}

const load = async (file: string) =>
  (await import(pathToFileURL(file).href)) as Record<string, unknown>

/** One page folder, or null when it has no `+Page`. */
const readPage = async (
  pageId: string,
  dir: string,
  inherited: boolean,
): Promise<PageRoute | null> => {
  const files = plusFiles(dir)
  const file = (base: string) => files.find((f) => f.base === base)?.file
  const pageFile = file('+Page')
  if (!pageFile) return null
  let routeType: RouteType = 'FILESYSTEM'
  let routeString = filesystemRoute(pageId)
  const routeFile = file('+route')
  if (routeFile) {
    const route = (await load(routeFile)).default
    if (typeof route !== 'string')
      throw new Error(
        `${routeFile}: the production renderer (site/server/siteRenderer.ts) routes by route strings; this page exports a route function`,
      )
    routeType = 'STRING'
    routeString = route
  }
  const dataFile = file('+data')
  const dataModule = dataFile ? await load(dataFile) : null
  return {
    data: (dataModule?.data ?? dataModule?.default) as PageRoute['data'],
    match: matchRoute(routeString),
    Page: (await load(pageFile)).default as PageRoute['Page'],
    pageId,
    routeString,
    routeType,
    viaVike: inherited || files.some((f) => !PAGE_FILES.has(f.base)),
  }
}

/**
 * The site's pages read from the same tree Vike reads (`site/pages`): each folder with a `+Page` is a
 * page, routed by its `+route` string or by its folder (Vike's filesystem routing), its `+data` hook
 * and `+Page` loaded. A new page is served in production as in development without a line elsewhere;
 * the start-up check (routesAgree.ts) holds this reading to the built site's own route table.
 */
export const readPageTable = async (pagesDir: string): Promise<PageTable> => {
  const root = path.dirname(pagesDir)
  const rootExtras = plusFiles(pagesDir).some((f) => !ROOT_FILES.has(f.base))
  const pages: PageRoute[] = []
  const walk = async (dir: string, inherited: boolean) => {
    const pageId = `/${path.relative(root, dir).split(path.sep).join('/')}`
    const page = dir === pagesDir ? null : await readPage(pageId, dir, inherited)
    if (page) pages.push(page)
    const extras = dir !== pagesDir && plusFiles(dir).some((f) => !PAGE_FILES.has(f.base))
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }))
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), inherited || extras)
  }
  await walk(pagesDir, rootExtras)
  return {
    pageIds: pages.map((p) => p.pageId).sort(),
    routes: pages.filter((p) => !p.pageId.endsWith('/_error')).sort(byPrecedence),
  }
}

/** The page a pathname renders (Vike's route-string matching), with its route parameters. */
export const matchPage = (routes: PageRoute[], urlPathname: string) => {
  for (const route of routes) {
    const routeParams = route.match(urlPathname)
    if (routeParams) return { route, routeParams }
  }
  return null
}
