import { z } from 'zod'

import { defineRoute } from '../src/http/defineRoute'
import { createPage, deletePage, listPages, updatePage } from '../src/services/pages/pages'
import { createPageSchema, pageListQuery, pageSchema, updatePageSchema } from './schemas/pages'

const tag = 'Pages'

export const pageRoutes = [
  defineRoute({
    method: 'get',
    path: '/pages',
    summary:
      'Pages the user may see, featured first then newest, content as markdown; `?tenantId=` limits them to one tenant',
    tag,
    query: pageListQuery,
    response: z.array(pageSchema),
    errors: { 403: 'Not one of your tenants' },
    handler: ({ payload, query, user }) => listPages({ payload, tenantId: query.tenantId, user }),
  }),
  defineRoute({
    method: 'post',
    path: '/pages',
    status: 201,
    summary: 'Create a page (content in markdown; slug generated from the title when omitted)',
    tag,
    body: createPageSchema,
    response: pageSchema,
    errors: {
      403: 'Not one of your tenants',
      409: 'A page with this slug already exists for this tenant',
    },
    handler: ({ body, payload, user }) => createPage({ input: body, payload, user }),
  }),
  defineRoute({
    method: 'put',
    path: '/pages/:id',
    summary: 'Update a page; omitted fields are kept, `id` in the body is ignored',
    tag,
    body: updatePageSchema,
    response: pageSchema,
    errors: {
      403: 'Not one of your tenants',
      404: 'Page not found',
      409: 'A page with this slug already exists for this tenant',
    },
    handler: ({ body, params, payload, user }) =>
      updatePage({ id: params.id, input: body, payload, user }),
  }),
  defineRoute({
    method: 'delete',
    path: '/pages/:id',
    status: 204,
    summary: 'Delete a page',
    tag,
    errors: { 403: 'Not one of your tenants', 404: 'Page not found' },
    handler: ({ params, payload, user }) => deletePage({ id: params.id, payload, user }),
  }),
]
