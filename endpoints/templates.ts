import { crudRoutes } from '../src/http/crudRoutes'
import { templateService } from '../src/services/templates/templates'
import {
  createTemplateSchema,
  templateSchema,
  updateTemplateSchema,
} from '../src/schemas/templates'

export const templateRoutes = crudRoutes({
  path: '/templates',
  tag: 'Templates',
  service: templateService,
  reply: templateSchema,
  list: { summary: 'Dynamic page templates, newest first; `?tenantId=` limits them to one tenant' },
  get: { summary: 'One template' },
  create: {
    summary:
      'Create a template; with one distinct {placeholder} in urlPattern and no identifierField, that placeholder becomes it',
    body: createTemplateSchema,
  },
  update: {
    method: 'put',
    summary:
      "Update a template's fields (absent ones unchanged; a panel id of null or '' clears the panel)",
    body: updateTemplateSchema,
  },
  remove: { summary: 'Delete a template' },
})
