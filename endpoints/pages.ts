import { crudRoutes } from '../src/http/crudRoutes'
import { defineRoute } from '../src/http/defineRoute'
import { pageListNarrowing } from '../src/services/pages/pageListNarrowing'
import { pagePreviewHtml } from '../src/services/pages/pagePreview'
import { pageService } from '../src/services/pages/pages'
import {
  createPageSchema,
  pagePreviewReply,
  pageListQuery,
  pagePreviewSchema,
  pageSchema,
  updatePageSchema,
} from '../src/schemas/pages'
import type { PageListQuery } from '../src/schemas/pages'

export const pageRoutes = [
  defineRoute({
    method: 'post',
    path: '/pages/preview',
    summary:
      'The HTML the public site serves for page content given as markdown (nothing is saved)',
    tag: 'Pages',
    body: pagePreviewSchema,
    response: pagePreviewReply,
    handler: async ({ body, payload }) => ({
      html: await pagePreviewHtml(body.content, payload.config),
    }),
  }),
  ...crudRoutes({
    path: '/pages',
    tag: 'Pages',
    service: pageService,
    reply: pageSchema,
    list: {
      summary:
        'Pages the user may see, featured first then newest, content as markdown; `?tenantId=` limits them to one tenant, `?search=` to titles or slugs holding the words (any case and accents), `?status=` to one status',
      query: {
        schema: pageListQuery,
        narrow: (query) => pageListNarrowing(query as PageListQuery),
      },
    },
    create: {
      summary: 'Create a page (content in markdown; slug generated from the title when omitted)',
      body: createPageSchema,
    },
    update: {
      method: 'put',
      summary: 'Update a page; omitted fields are kept, `id` in the body is ignored',
      body: updatePageSchema,
    },
    remove: { summary: 'Delete a page' },
  }),
]
