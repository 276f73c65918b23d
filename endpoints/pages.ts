import { crudRoutes } from '../src/http/crudRoutes'
import { defineRoute } from '../src/http/defineRoute'
import { pageListNarrowing } from '../src/services/pages/pageListNarrowing'
import { pagePreviewHtml } from '../src/services/pages/pagePreview'
import { pageDrafts } from '../src/services/pages/pageDrafts'
import { schedulePage } from '../src/services/pages/pageSchedule'
import { previewLink } from '../src/services/pages/previewLinks'
import { pageService } from '../src/services/pages/pages'
import {
  createPageSchema,
  pagePreviewReply,
  pageListQuery,
  pagePreviewSchema,
  pageDraftSchema,
  pageScheduleSchema,
  pageSchema,
  pageVersionsReply,
  previewLinkReply,
  updatePageSchema,
} from '../src/schemas/pages'
import type { PageListQuery } from '../src/schemas/pages'

const notFound = { 404: 'Page not found' }
const noDraft = { ...notFound, 409: 'This page has no unpublished changes' }

/** Drafts and history: a draft is saved beside the live page, which serves until it is published. */
const draftRoutes = [
  defineRoute({
    method: 'get',
    path: '/pages/:id/draft',
    summary:
      "The page's working copy: its draft when it has unpublished changes (`hasUnpublishedChanges`), else the live page",
    tag: 'Pages',
    response: pageSchema,
    errors: notFound,
    handler: ({ params, payload, user }) => pageDrafts.get({ id: params.id, payload, user }),
  }),
  defineRoute({
    method: 'put',
    path: '/pages/:id/draft',
    summary:
      "Save changes as a draft: the live page and the public site stay as they are; omitted fields keep the draft's (or the live page's) values",
    tag: 'Pages',
    body: pageDraftSchema,
    response: pageSchema,
    errors: { ...notFound, 409: 'A page with this slug already exists for this tenant' },
    handler: ({ body, params, payload, user }) =>
      pageDrafts.save({ id: params.id, input: body, payload, user }),
  }),
  defineRoute({
    method: 'post',
    path: '/pages/:id/publish',
    summary: 'Publish the draft: its changes become the live page',
    tag: 'Pages',
    response: pageSchema,
    errors: noDraft,
    handler: ({ params, payload, user }) => pageDrafts.publish({ id: params.id, payload, user }),
  }),
  defineRoute({
    method: 'delete',
    path: '/pages/:id/draft',
    summary: 'Discard the draft: the changes saved since the page was last published go',
    tag: 'Pages',
    response: pageSchema,
    errors: noDraft,
    handler: ({ params, payload, user }) => pageDrafts.discard({ id: params.id, payload, user }),
  }),
  defineRoute({
    method: 'get',
    path: '/pages/:id/versions',
    summary:
      "The page's kept versions, newest first: id, date, author, status (draft or published) and a one-line summary",
    tag: 'Pages',
    response: pageVersionsReply,
    errors: notFound,
    handler: ({ params, payload, user }) => pageDrafts.versions({ id: params.id, payload, user }),
  }),
  defineRoute({
    method: 'post',
    path: '/pages/:id/versions/:versionId/restore',
    summary: "Restore a version into the page's draft (the live page stays until it is published)",
    tag: 'Pages',
    response: pageSchema,
    errors: { 404: 'Page not found, or Version not found' },
    handler: ({ params, payload, user }) =>
      pageDrafts.restore({ id: params.id, payload, user, versionId: params.versionId }),
  }),
  defineRoute({
    method: 'post',
    path: '/pages/:id/schedule',
    summary:
      'Set or clear when the page is published and unpublished (ISO 8601 times, stored in UTC; null clears, omitted keeps); a time already come acts at once',
    tag: 'Pages',
    body: pageScheduleSchema,
    response: pageSchema,
    errors: notFound,
    handler: ({ body, params, payload, user }) =>
      schedulePage({ id: params.id, input: body, payload, user }),
  }),
  defineRoute({
    method: 'post',
    path: '/pages/:id/preview-link',
    summary:
      "A private link to the page's working copy (its draft when it has one) on its tenant's own domain, as visitors would see it; it works for an hour",
    tag: 'Pages',
    response: previewLinkReply,
    errors: notFound,
    handler: ({ params, payload, req, user }) =>
      previewLink({ host: req.headers.host, id: params.id, payload, user }),
  }),
]

export const pageRoutes = [
  ...draftRoutes,
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
