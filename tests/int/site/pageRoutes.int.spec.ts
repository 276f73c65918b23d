import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { resolveRoute } from 'vike/routing'

import type { SiteRequest } from '../../../site/lib/types'
import { matchRoute, readPageTable } from '../../../site/server/pageRoutes'
import { assertRoutesAgree } from '../../../site/server/routesAgree'
import type { VikeTable } from '../../../site/server/routesAgree'
import { createSiteRenderer, SITE_PAGES } from '../../../site/server/siteRenderer'
import { siteServices } from '../../../site/server/siteServices'

// The production renderer reads its pages and routes from the pages tree Vike reads, so a page added
// there is served in production as in development, and the server refuses to start when the built
// site routes differently. `fixtures/pages` is a small tree of its own: `about` stands for the page
// someone adds, `guarded` has a hook only Vike runs.

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')
const FIXTURE_PAGES = path.join(FIXTURES, 'pages')

const site: SiteRequest = {
  adminOrigin: false,
  devHost: false,
  domain: 'fixture.example',
  simulateDomain: null,
  tenant: null,
}

/** The fixture tree's routes as Vike's build lists them (what `getPagesAndRoutes()` answers). */
const vikeTable = (): VikeTable => ({
  allPageIds: [
    '/pages/_error',
    '/pages/about',
    '/pages/catchAll',
    '/pages/guarded',
    '/pages/index',
    '/pages/shop/@id',
  ],
  pageRoutes: [
    { pageId: '/pages/about', routeString: '/about', routeType: 'FILESYSTEM' },
    { pageId: '/pages/catchAll', routeString: '/*', routeType: 'STRING' },
    { pageId: '/pages/guarded', routeString: '/guarded', routeType: 'FILESYSTEM' },
    { pageId: '/pages/index', routeString: '/', routeType: 'FILESYSTEM' },
    { pageId: '/pages/shop/@id', routeString: '/shop/@id', routeType: 'FILESYSTEM' },
  ],
})

describe('the production renderer takes its routes from the pages tree', () => {
  it('should serve a page added to the tree at its folder route, before the catch-all', async () => {
    // The fixture's pages read no data: they need no database.
    const payload = {} as Payload
    const renderer = createSiteRenderer({ headTags: () => '', pagesDir: FIXTURE_PAGES })
    const render = (url: string) => renderer({ payload, services: siteServices, site, url })

    expect((await render('/about'))?.body).toContain('<p>Fixture about page</p>')
    expect((await render('/'))?.body).toContain('<p>Fixture home</p>')
    expect((await render('/shop/42'))?.body).toContain('<p>Fixture shop item</p>')
    expect((await render('/shop'))?.body).toContain('<p>Fixture catch-all</p>')
    expect((await render('/about/more'))?.body).toContain('<p>Fixture catch-all</p>')
    // A hook the renderer does not run (+guard): Vike renders that page.
    expect(await render('/guarded')).toBeNull()
  })

  it("should read the site's own pages as Vike's build routes them", async () => {
    const table = await readPageTable(SITE_PAGES)
    expect(table.pageIds).toEqual([
      '/pages/_error',
      '/pages/blog',
      '/pages/catchAll',
      '/pages/index',
      '/pages/preview',
    ])
    expect(
      table.routes.map(({ pageId, routeString, routeType }) => ({
        pageId,
        routeString,
        routeType,
      })),
    ).toEqual([
      { pageId: '/pages/blog', routeString: '/blog', routeType: 'FILESYSTEM' },
      { pageId: '/pages/index', routeString: '/', routeType: 'FILESYSTEM' },
      { pageId: '/pages/preview', routeString: '/__preview/@token', routeType: 'STRING' },
      { pageId: '/pages/catchAll', routeString: '/*', routeType: 'STRING' },
    ])
  })

  it('should refuse to start when the build lacks a page of the tree or routes one differently', async () => {
    const table = await readPageTable(FIXTURE_PAGES)
    expect(() => assertRoutesAgree(table, vikeTable())).not.toThrow()

    const stale = vikeTable()
    stale.allPageIds = stale.allPageIds.filter((id) => id !== '/pages/about')
    stale.pageRoutes = stale.pageRoutes.filter((r) => r.pageId !== '/pages/about')
    expect(() => assertRoutesAgree(table, stale)).toThrow(
      '/pages/about is in site/pages, not in the build',
    )

    const rerouted = vikeTable()
    rerouted.pageRoutes[0] = {
      pageId: '/pages/about',
      routeString: '/about-us',
      routeType: 'STRING',
    }
    expect(() => assertRoutesAgree(table, rerouted)).toThrow(
      "/pages/about is routed by STRING '/about-us' in the build, by FILESYSTEM '/about' here",
    )
  })

  it('should refuse a page routed by a function, which only Vike can match', async () => {
    await expect(readPageTable(path.join(FIXTURES, 'routeFunction/pages'))).rejects.toThrow(
      'this page exports a route function',
    )
  })

  it("should match every pathname as Vike's own resolveRoute does", () => {
    const routeStrings = [
      '/',
      '/*',
      '/blog',
      '/shop/@id',
      '/a/@x/b/@y',
      '/docs/*',
      '/*/edit',
      '/a*b/*',
      '/v1.0/@id',
    ]
    const pathnames = [
      '/',
      '/blog',
      '/blog/',
      '/blog/x',
      '/shop',
      '/shop/42',
      '/shop/42/',
      '/shop/42/more',
      '/a/1/b/2',
      '/a/1/b',
      '/docs',
      '/docs/',
      '/docs/a/b',
      '/x/edit',
      '/x/y/edit',
      '/axyb/z',
      '/ab/',
      '/v1.0/7',
      '/v1x0/7',
      '/shop/%2F',
      '/instrument/grand%20harp',
      '//',
      '/compare/a-vs-b',
    ]
    for (const routeString of routeStrings) {
      const mine = matchRoute(routeString)
      for (const pathname of pathnames) {
        const vike = resolveRoute(routeString, pathname)
        expect({ routeString, pathname, params: mine(pathname) }).toEqual({
          routeString,
          pathname,
          params: vike.match ? vike.routeParams : null,
        })
      }
    }
  })
})
