import { z } from 'zod'

import { defineRoute } from '../src/http/defineRoute'
import {
  createPageType,
  deletePageType,
  listPageTypes,
  updatePageType,
} from '../src/services/pageTypes/pageTypes'
import { tenantQuery } from './schemas/common'
import { createPageTypeSchema, pageTypeSchema, updatePageTypeSchema } from './schemas/pageTypes'

const tag = 'Page types'
const duplicate = 'A page type with this slug already exists for this tenant'

export const pageTypeRoutes = [
  defineRoute({
    method: 'get',
    path: '/page-types',
    summary: 'Page types the user may see, by name; `?tenantId=` limits them to one tenant',
    tag,
    query: tenantQuery,
    response: z.array(pageTypeSchema),
    errors: { 403: 'Not one of your tenants' },
    handler: ({ payload, query, user }) =>
      listPageTypes({ payload, tenantId: query.tenantId, user }),
  }),
  defineRoute({
    method: 'post',
    path: '/page-types',
    status: 201,
    summary: 'Create a page type for a tenant',
    tag,
    body: createPageTypeSchema,
    response: pageTypeSchema,
    errors: { 403: 'Not one of your tenants', 409: duplicate },
    handler: ({ body, payload, user }) => createPageType({ input: body, payload, user }),
  }),
  defineRoute({
    method: 'put',
    path: '/page-types/:id',
    summary:
      'Update a page type; omitted fields are kept except panel ids: an omitted panel id means no panel',
    tag,
    body: updatePageTypeSchema,
    response: pageTypeSchema,
    errors: { 403: 'Not one of your tenants', 404: 'Page type not found', 409: duplicate },
    handler: ({ body, params, payload, user }) =>
      updatePageType({ id: params.id, input: body, payload, user }),
  }),
  defineRoute({
    method: 'delete',
    path: '/page-types/:id',
    status: 204,
    summary: 'Delete a page type (not a default one); its pages keep no page type',
    tag,
    errors: { 403: 'Not one of your tenants', 404: 'Page type not found' },
    handler: ({ params, payload, user }) => deletePageType({ id: params.id, payload, user }),
  }),
]
