import { z } from 'zod'

import { defineRoute } from '../src/http/defineRoute'
import { createPanel, deletePanel, listPanels, updatePanel } from '../src/services/panels/panels'
import { createPanelSchema, panelSchema, updatePanelSchema } from './schemas/panels'

const tag = 'Panels'

export const panelRoutes = [
  defineRoute({
    method: 'get',
    path: '/panels/:tenantId',
    summary: "A tenant's panels by name, inactive ones included",
    tag,
    response: z.array(panelSchema),
    errors: { 403: 'Not one of your tenants', 404: 'Tenant not found' },
    handler: ({ params, payload, user }) =>
      listPanels({ payload, tenantId: params.tenantId, user }),
  }),
  defineRoute({
    method: 'post',
    path: '/panels',
    status: 201,
    summary: 'Create a panel (HTML; {option1|option2} picks one at random)',
    tag,
    body: createPanelSchema,
    response: panelSchema,
    errors: { 403: 'Not one of your tenants' },
    handler: ({ body, payload, user }) => createPanel({ input: body, payload, user }),
  }),
  defineRoute({
    method: 'put',
    path: '/panels/:id',
    summary: "Update a panel's name, content or active flag",
    tag,
    body: updatePanelSchema,
    response: panelSchema,
    errors: { 403: 'Not one of your tenants', 404: 'Panel not found' },
    handler: ({ body, params, payload, user }) =>
      updatePanel({ id: params.id, input: body, payload, user }),
  }),
  defineRoute({
    method: 'delete',
    path: '/panels/:id',
    status: 204,
    summary: 'Delete a panel; templates and page types using it lose it',
    tag,
    errors: { 403: 'Not one of your tenants', 404: 'Panel not found' },
    handler: ({ params, payload, user }) => deletePanel({ id: params.id, payload, user }),
  }),
]
