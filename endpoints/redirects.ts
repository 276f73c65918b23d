import { z } from 'zod'

import { defineRoute } from '../src/http/defineRoute'
import {
  createRedirect,
  deleteRedirect,
  listRedirects,
  updateRedirect,
} from '../src/services/redirects/redirects'
import {
  createRedirectSchema,
  redirectListQuery,
  redirectSchema,
  updateRedirectSchema,
} from './schemas/redirects'

const tag = 'Redirects'
const duplicate = 'A redirect from this path already exists for this tenant'

export const redirectRoutes = [
  defineRoute({
    method: 'get',
    path: '/redirects',
    summary:
      'Redirects the user may see, by fromPath, with their hit counts; `?tenantId=` limits them to one tenant',
    tag,
    query: redirectListQuery,
    response: z.array(redirectSchema),
    errors: { 403: 'Not one of your tenants' },
    handler: ({ payload, query, user }) =>
      listRedirects({ payload, tenantId: query.tenantId, user }),
  }),
  defineRoute({
    method: 'post',
    path: '/redirects',
    status: 201,
    summary: 'Create a redirect from a path of the site to a path or an http(s) URL',
    tag,
    body: createRedirectSchema,
    response: redirectSchema,
    errors: { 403: 'Not one of your tenants', 409: duplicate },
    handler: ({ body, payload, user }) => createRedirect({ input: body, payload, user }),
  }),
  defineRoute({
    method: 'put',
    path: '/redirects/:id',
    summary: 'Update a redirect; omitted fields are kept',
    tag,
    body: updateRedirectSchema,
    response: redirectSchema,
    errors: { 403: 'Not one of your tenants', 404: 'Redirect not found', 409: duplicate },
    handler: ({ body, params, payload, user }) =>
      updateRedirect({ id: params.id, input: body, payload, user }),
  }),
  defineRoute({
    method: 'delete',
    path: '/redirects/:id',
    status: 204,
    summary: 'Delete a redirect',
    tag,
    errors: { 403: 'Not one of your tenants', 404: 'Redirect not found' },
    handler: ({ params, payload, user }) => deleteRedirect({ id: params.id, payload, user }),
  }),
]
