import { z } from 'zod'

import { defineRoute } from '../src/http/defineRoute'
import {
  createSection,
  deleteSection,
  listSections,
  updateSection,
} from '../src/services/homepageSections/homepageSections'
import { listPublicSections } from '../src/services/public/layout'
import { createSectionSchema, sectionSchema, updateSectionSchema } from './schemas/homepageSections'

const tag = 'Homepage sections'

export const homepageSectionRoutes = [
  defineRoute({
    method: 'get',
    path: '/homepage-sections/:tenantId',
    optionalSession: true,
    summary:
      "A tenant's homepage sections by order: all of them when signed in, the active ones of a served tenant without a session (the public site)",
    tag,
    response: z.array(sectionSchema),
    errors: { 403: 'Not one of your tenants', 404: 'Tenant not found' },
    handler: ({ params, payload, user }) =>
      user
        ? listSections({ payload, tenantId: params.tenantId, user })
        : listPublicSections({ payload, tenantId: params.tenantId }),
  }),
  defineRoute({
    method: 'post',
    path: '/homepage-sections',
    status: 201,
    summary:
      'Add a section: page_type needs settings.pageTypeId, category settings.categoryId, template_cards templateId (all of the same tenant); custom_content takes settings.content',
    tag,
    body: createSectionSchema,
    response: sectionSchema,
    errors: { 403: 'Not one of your tenants' },
    handler: ({ body, payload, user }) => createSection({ input: body, payload, user }),
  }),
  defineRoute({
    method: 'patch',
    path: '/homepage-sections/:id',
    summary: 'Change some of a section (move up/down, toggle active, inline edit); its type stays',
    tag,
    body: updateSectionSchema,
    response: sectionSchema,
    errors: { 403: 'Not one of your tenants', 404: 'Homepage section not found' },
    handler: ({ body, params, payload, user }) =>
      updateSection({ id: params.id, input: body, payload, user }),
  }),
  defineRoute({
    method: 'delete',
    path: '/homepage-sections/:id',
    status: 204,
    summary: 'Delete a homepage section',
    tag,
    errors: { 403: 'Not one of your tenants', 404: 'Homepage section not found' },
    handler: ({ params, payload, user }) => deleteSection({ id: params.id, payload, user }),
  }),
]
