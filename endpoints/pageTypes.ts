import { crudRoutes } from '../src/http/crudRoutes'
import { pageTypeService } from '../src/services/pageTypes/pageTypes'
import {
  createPageTypeSchema,
  pageTypeSchema,
  updatePageTypeSchema,
} from '../src/schemas/pageTypes'

export const pageTypeRoutes = crudRoutes({
  path: '/page-types',
  tag: 'Page types',
  service: pageTypeService,
  reply: pageTypeSchema,
  list: { summary: 'Page types the user may see, by name; `?tenantId=` limits them to one tenant' },
  create: { summary: 'Create a page type for a tenant', body: createPageTypeSchema },
  update: {
    method: 'put',
    summary:
      'Update a page type; omitted fields are kept except panel ids: an omitted panel id means no panel',
    body: updatePageTypeSchema,
  },
  remove: { summary: 'Delete a page type (not a default one); its pages keep no page type' },
})
