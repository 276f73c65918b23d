import { z } from 'zod'

import { defineRoute } from '../src/http/defineRoute'
import {
  createSnippet,
  deleteSnippet,
  listSnippets,
  updateSnippet,
} from '../src/services/snippets/snippets'
import {
  createSnippetSchema,
  snippetListQuery,
  snippetSchema,
  updateSnippetSchema,
} from './schemas/snippets'

const tag = 'Snippets'
const duplicate = 'A snippet with this tag already exists for this tenant'

export const snippetRoutes = [
  defineRoute({
    method: 'get',
    path: '/snippets',
    summary: 'Snippets the user may see, by name; `?tenantId=` limits them to one tenant',
    tag,
    query: snippetListQuery,
    response: z.array(snippetSchema),
    errors: { 403: 'Not one of your tenants' },
    handler: ({ payload, query, user }) =>
      listSnippets({ payload, tenantId: query.tenantId, user }),
  }),
  defineRoute({
    method: 'post',
    path: '/snippets',
    status: 201,
    summary: 'Create a snippet: HTML inserted into content as #tag#',
    tag,
    body: createSnippetSchema,
    response: snippetSchema,
    errors: { 403: 'Not one of your tenants', 409: duplicate },
    handler: ({ body, payload, user }) => createSnippet({ input: body, payload, user }),
  }),
  defineRoute({
    method: 'put',
    path: '/snippets/:id',
    summary: 'Update a snippet; omitted fields are kept',
    tag,
    body: updateSnippetSchema,
    response: snippetSchema,
    errors: { 403: 'Not one of your tenants', 404: 'Snippet not found', 409: duplicate },
    handler: ({ body, params, payload, user }) =>
      updateSnippet({ id: params.id, input: body, payload, user }),
  }),
  defineRoute({
    method: 'delete',
    path: '/snippets/:id',
    status: 204,
    summary: 'Delete a snippet',
    tag,
    errors: { 403: 'Not one of your tenants', 404: 'Snippet not found' },
    handler: ({ params, payload, user }) => deleteSnippet({ id: params.id, payload, user }),
  }),
]
