import { crudRoutes } from '../src/http/crudRoutes'
import { defineRoute } from '../src/http/defineRoute'
import { previewLinkReply } from '../src/schemas/pages'
import { templateDrafts } from '../src/services/templates/templateDrafts'
import { templateService } from '../src/services/templates/templates'
import {
  createTemplateSchema,
  templateDraftReply,
  templateDraftSchema,
  templatePreviewLinkSchema,
  templateSchema,
  updateTemplateSchema,
} from '../src/schemas/templates'

const notFound = { 404: 'Template not found' }
const noDraft = { ...notFound, 409: 'This template has no unpublished changes' }

/**
 * A template's draft: changes to its URL pattern, content and panels saved beside the live template,
 * whose pages serve until it is published, and previewed through a signed link on any of its records.
 */
const draftRoutes = [
  defineRoute({
    method: 'get',
    path: '/templates/:id/draft',
    summary:
      "The template's draft (its working copy of the URL pattern, content and panels), what differs from the live template, and how many pages and which URLs publishing changes",
    tag: 'Templates',
    response: templateDraftReply,
    errors: notFound,
    handler: ({ params, payload, user }) => templateDrafts.get({ id: params.id, payload, user }),
  }),
  defineRoute({
    method: 'put',
    path: '/templates/:id/draft',
    summary:
      "Save changes to the URL pattern, content or panels as a draft: the template's pages stay as they are; omitted fields keep the draft's values, a value equal to the live one is no change",
    tag: 'Templates',
    body: templateDraftSchema,
    response: templateDraftReply,
    errors: notFound,
    handler: ({ body, params, payload, user }) =>
      templateDrafts.save({ id: params.id, input: body, payload, user }),
  }),
  defineRoute({
    method: 'delete',
    path: '/templates/:id/draft',
    summary: 'Discard the draft: the live template stays as it is',
    tag: 'Templates',
    response: templateSchema,
    errors: noDraft,
    handler: ({ params, payload, user }) =>
      templateDrafts.discard({ id: params.id, payload, user }),
  }),
  defineRoute({
    method: 'post',
    path: '/templates/:id/publish',
    summary:
      "Publish the draft: its fields become the template's and its pages change at once; URLs of a changed pattern answer 301 to the new ones",
    tag: 'Templates',
    response: templateSchema,
    errors: noDraft,
    handler: ({ params, payload, user }) =>
      templateDrafts.publish({ id: params.id, payload, user }),
  }),
  defineRoute({
    method: 'post',
    path: '/templates/:id/preview-link',
    summary:
      "A private link to the template's working copy (its draft when it has one) drawn for one of its records (`recordId`, else the first of its pages) on its tenant's own domain; it works for an hour",
    tag: 'Templates',
    body: templatePreviewLinkSchema,
    response: previewLinkReply,
    errors: {
      404: 'Template not found, or Record not found',
      409: "This template's dataset has no records to preview",
    },
    handler: ({ body, params, payload, req, user }) =>
      templateDrafts.previewLink({
        host: req.headers.host,
        id: params.id,
        payload,
        recordId: body.recordId,
        user,
      }),
  }),
]

const crud = crudRoutes({
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

export const templateRoutes = [...draftRoutes, ...crud]
