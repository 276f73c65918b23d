import { crudRoutes } from '../src/http/crudRoutes'
import { redirectService } from '../src/services/redirects/redirects'
import {
  createRedirectSchema,
  redirectSchema,
  updateRedirectSchema,
} from '../src/schemas/redirects'

export const redirectRoutes = crudRoutes({
  path: '/redirects',
  tag: 'Redirects',
  service: redirectService,
  reply: redirectSchema,
  list: {
    summary:
      'Redirects the user may see, by fromPath, with their hit counts; `?tenantId=` limits them to one tenant',
  },
  create: {
    summary: 'Create a redirect from a path of the site to a path or an http(s) URL',
    body: createRedirectSchema,
  },
  update: {
    method: 'put',
    summary: 'Update a redirect; omitted fields are kept',
    body: updateRedirectSchema,
  },
  remove: { summary: 'Delete a redirect' },
})
