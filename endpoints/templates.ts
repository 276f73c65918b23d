import { z } from 'zod'

import { defineRoute } from '../src/http/defineRoute'
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from '../src/services/templates/templates'
import { tenantQuery } from './schemas/common'
import { createTemplateSchema, templateSchema, updateTemplateSchema } from './schemas/templates'

const tag = 'Templates'
const forbidden = 'Not one of your tenants'

export const templateRoutes = [
  defineRoute({
    method: 'get',
    path: '/templates',
    summary: 'Dynamic page templates, newest first; `?tenantId=` limits them to one tenant',
    tag,
    query: tenantQuery,
    response: z.array(templateSchema),
    errors: { 403: forbidden },
    handler: ({ payload, query, user }) =>
      listTemplates({ payload, tenantId: query.tenantId, user }),
  }),
  defineRoute({
    method: 'get',
    path: '/templates/:id',
    summary: 'One template',
    tag,
    response: templateSchema,
    errors: { 403: forbidden, 404: 'Template not found' },
    handler: ({ params, payload, user }) => getTemplate({ id: params.id, payload, user }),
  }),
  defineRoute({
    method: 'post',
    path: '/templates',
    status: 201,
    summary:
      'Create a template; with one distinct {placeholder} in urlPattern and no identifierField, that placeholder becomes it',
    tag,
    body: createTemplateSchema,
    response: templateSchema,
    errors: { 403: forbidden },
    handler: ({ body, payload, user }) => createTemplate({ input: body, payload, user }),
  }),
  defineRoute({
    method: 'put',
    path: '/templates/:id',
    summary:
      "Update a template's fields (absent ones unchanged; a panel id of null or '' clears the panel)",
    tag,
    body: updateTemplateSchema,
    response: templateSchema,
    errors: { 403: forbidden, 404: 'Template not found' },
    handler: ({ body, params, payload, user }) =>
      updateTemplate({ id: params.id, input: body, payload, user }),
  }),
  defineRoute({
    method: 'delete',
    path: '/templates/:id',
    status: 204,
    summary: 'Delete a template',
    tag,
    errors: { 403: forbidden, 404: 'Template not found' },
    handler: ({ params, payload, user }) => deleteTemplate({ id: params.id, payload, user }),
  }),
]
