import { z } from 'zod'

import { defineRoute } from '../src/http/defineRoute'
import { HttpError } from '../src/http/HttpError'
import { restOfPath } from '../src/http/restOfPath'
import { browseCategoryReply } from '../src/services/public/categories/categoryReply'
import {
  pageBySlug,
  pageTypePanelsReply,
  relatedPostsReply,
} from '../src/services/public/pages/pageReplies'
import { resolveRouteReply } from '../src/services/public/routing/routeReply'
import { requireTenantByDomain } from '../src/services/public/tenants/requireServedTenant'
import {
  browseQuery,
  browseSchema,
  panelsSchema,
  publicPageSchema,
  publicTenantSchema,
  relatedLinkSchema,
  resolveQuery,
  resolveRouteSchema,
} from '../src/schemas/public'

const tag = 'Public site'

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    throw new HttpError(400, 'Malformed percent-encoding in the URL')
  }
}

/**
 * The public site's calls: no session (resolve-route reads one if sent); published, live, active content
 * of one served tenant.
 */
export const publicRoutes = [
  defineRoute({
    method: 'get',
    path: '/tenant/by-domain/:domain',
    public: true,
    anyHost: true,
    summary: 'The tenant served on a domain (active or setup; inactive ones are not served)',
    tag,
    response: publicTenantSchema,
    errors: { 404: 'Tenant not found' },
    handler: ({ params, payload }) => requireTenantByDomain(payload, params.domain),
  }),
  defineRoute({
    method: 'get',
    path: '/resolve-route/:tenantId{/*path}',
    public: true,
    anyHost: true,
    // A signed-in user's call (the admin's Test of a redirect) does not count an affiliate hit.
    optionalSession: true,
    summary:
      "What a public path is: redirect, page, category, template, catalog or not-found (success false); a signed-in user's call counts no affiliate hit",
    tag,
    query: resolveQuery,
    response: resolveRouteSchema,
    errors: { 404: 'Tenant not found' },
    handler: ({ params, payload, query, req, user }) =>
      resolveRouteReply({
        countHits: !user,
        path: `${restOfPath(req, 2)}${query.page ? `?page=${query.page}` : ''}`,
        payload,
        tenantId: params.tenantId,
      }),
  }),
  defineRoute({
    method: 'get',
    path: '/pages/by-slug/:tenantId/:slug',
    public: true,
    anyHost: true,
    summary: 'A published page by slug, content as HTML',
    tag,
    response: publicPageSchema,
    errors: { 404: 'Tenant not found / Page not found' },
    handler: ({ params, payload }) =>
      pageBySlug({ payload, slug: params.slug, tenantId: params.tenantId }),
  }),
  defineRoute({
    method: 'get',
    path: '/pages/related/:pageTypeId/:pageId',
    public: true,
    anyHost: true,
    summary:
      "A published page's related posts: same category, then same page type, then others, newest first ('none' for no page type)",
    tag,
    response: z.array(relatedLinkSchema),
    errors: { 404: 'Page not found / Page type not found' },
    handler: ({ params, payload }) =>
      relatedPostsReply({ pageId: params.pageId, pageTypeId: params.pageTypeId, payload }),
  }),
  defineRoute({
    method: 'get',
    path: '/page-type-panels/:pageTypeId/*path',
    public: true,
    anyHost: true,
    summary:
      "A page type's active panels rendered for a page path (URL-encoded, e.g. %2Fblog%2Fmy-post)",
    tag,
    response: panelsSchema,
    errors: { 404: 'Page type not found' },
    handler: ({ params, payload, req }) =>
      pageTypePanelsReply({
        path: decoded(restOfPath(req, 2).slice(1)),
        payload,
        pageTypeId: params.pageTypeId,
      }),
  }),
  defineRoute({
    method: 'get',
    path: '/browse-category/:tenantId/*categoryPath',
    public: true,
    anyHost: true,
    summary: 'A browsable category: subcategories and its published pages, 12 a page',
    tag,
    query: browseQuery,
    response: browseSchema,
    errors: { 404: 'Tenant not found / Category not found' },
    handler: ({ params, payload, query, req }) =>
      browseCategoryReply({
        limit: query.limit,
        page: query.page,
        path: decoded(restOfPath(req, 2)),
        payload,
        tenantId: params.tenantId,
      }),
  }),
]
