import { z } from 'zod'

import { defineRoute } from '../src/http/defineRoute'
import { restOfPath } from '../src/http/restOfPath'
import { relatedForRequest, templateCardsFor } from '../src/services/public/templates/templateLinks'
import { renderTemplateFor } from '../src/services/public/templates/templateRenders'
import { requestDomain } from '../src/utilities/requestDomain'
import {
  cardSetSchema,
  cardsQuery,
  domainQuery,
  relatedLinkSchema,
  renderQuery,
  renderTemplateSchema,
} from '../src/schemas/public'

const tag = 'Public site'

export const publicTemplateRoutes = [
  defineRoute({
    method: 'get',
    path: '/render-template/:tenantId{/*path}',
    public: true,
    anyHost: true,
    optionalSession: true,
    summary:
      'A template page: { content, panels, template, currentPageId } for visitors; with ?mode=admin and a session, the Template Demo ({ title, matchedRecords, identifiers, content, template }: draft and inactive templates and pending records included, unknown placeholders visible)',
    tag,
    query: renderQuery,
    response: renderTemplateSchema,
    errors: {
      403: 'Not one of your tenants (admin mode)',
      404: 'Tenant not found / no template page at this path',
    },
    handler: ({ params, payload, query, req, user }) =>
      renderTemplateFor({
        mode: query.mode,
        path: restOfPath(req, 2),
        payload,
        tenantId: params.tenantId,
        user,
      }),
  }),
  defineRoute({
    method: 'get',
    path: '/template-cards',
    public: true,
    anyHost: true,
    summary:
      "Every active template's cards (first 3 unless ?limit=), for ?tenantId= or the tenant of simulate_domain / the Host",
    tag,
    query: cardsQuery,
    response: z.array(cardSetSchema),
    errors: { 404: 'Tenant not found' },
    handler: ({ payload, query, req }) =>
      templateCardsFor({
        domain: requestDomain({ headers: req.headers, simulateDomain: query.simulate_domain }),
        limit: query.limit,
        payload,
        tenantId: query.tenantId,
      }),
  }),
  defineRoute({
    method: 'get',
    path: '/templates/related/:templateId/:currentPageId',
    public: true,
    anyHost: true,
    summary:
      "A template page's related pages: records sharing the most field values, then the newest (currentPageId from the render call)",
    tag,
    query: domainQuery,
    response: z.array(relatedLinkSchema),
    errors: { 404: 'Template not found / Page not found' },
    handler: ({ params, payload, query, req }) =>
      relatedForRequest({
        currentPageId: params.currentPageId,
        domain: requestDomain({ headers: req.headers, simulateDomain: query.simulate_domain }),
        payload,
        templateId: params.templateId,
      }),
  }),
]
