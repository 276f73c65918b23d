import { crudRoutes } from '../src/http/crudRoutes'
import { snippetService } from '../src/services/snippets/snippets'
import { createSnippetSchema, snippetSchema, updateSnippetSchema } from '../src/schemas/snippets'

export const snippetRoutes = crudRoutes({
  path: '/snippets',
  tag: 'Snippets',
  service: snippetService,
  reply: snippetSchema,
  list: { summary: 'Snippets the user may see, by name; `?tenantId=` limits them to one tenant' },
  create: {
    summary: 'Create a snippet: HTML inserted into content as #tag#',
    body: createSnippetSchema,
  },
  update: {
    method: 'put',
    summary: 'Update a snippet; omitted fields are kept',
    body: updateSnippetSchema,
  },
  remove: { summary: 'Delete a snippet' },
})
