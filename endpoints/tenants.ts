import { z } from 'zod'

import { defineRoute } from '../src/http/defineRoute'
import { deleteByIdRoute, updateByIdRoute } from '../src/http/docRoutes'
import {
  createTenant,
  deleteTenant,
  getTenant,
  listTenants,
  updateTenant,
} from '../src/services/tenants/tenants'
import {
  createTenantSchema,
  replaceTenantSchema,
  tenantSchema,
  updateTenantSchema,
} from '../src/schemas/tenants'

const tag = 'Tenants'
const errors = {
  403: 'Not one of your tenants',
  404: 'Tenant not found',
  409: 'A tenant with this domain already exists',
}

export const tenantRoutes = [
  defineRoute({
    method: 'get',
    path: '/tenants',
    summary: 'Tenants by name (an editor sees only their own)',
    tag,
    response: z.array(tenantSchema),
    handler: ({ payload, user }) => listTenants({ payload, user }),
  }),
  defineRoute({
    method: 'post',
    path: '/tenants',
    status: 201,
    summary:
      'Create a tenant (administrators only); status defaults to setup, colours to #1976D2 and #00897B',
    tag,
    body: createTenantSchema,
    response: tenantSchema,
    errors: { 403: 'Only administrators can create tenants', 409: errors[409] },
    handler: ({ body, payload, user }) => createTenant({ input: body, payload, user }),
  }),
  defineRoute({
    method: 'get',
    path: '/tenants/:id',
    summary: 'One tenant',
    tag,
    response: tenantSchema,
    errors: { 403: errors[403], 404: errors[404] },
    handler: ({ params, payload, user }) => getTenant({ id: params.id, payload, user }),
  }),
  updateByIdRoute({
    method: 'put',
    path: '/tenants',
    summary: 'Edit a tenant: name and domain, and optionally status and branding',
    tag,
    body: replaceTenantSchema,
    response: tenantSchema,
    errors,
    update: updateTenant,
  }),
  updateByIdRoute({
    method: 'patch',
    path: '/tenants',
    summary: 'Change some of a tenant: e.g. only its branding colours, or only its status',
    tag,
    body: updateTenantSchema,
    response: tenantSchema,
    errors,
    update: updateTenant,
  }),
  deleteByIdRoute({
    path: '/tenants',
    summary:
      'Delete a tenant and all its content (pages, templates, panels, menus, tasks, media, ...)',
    tag,
    errors: { 403: errors[403], 404: errors[404] },
    remove: deleteTenant,
  }),
]
