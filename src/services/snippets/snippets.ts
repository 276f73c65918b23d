import type { CreateSnippetInput, SnippetReply, UpdateSnippetInput } from '../../schemas/snippets'
import { tenantCrud } from '../common/tenantCrud'
import { serializeSnippet } from './serializeSnippet'

/** By name; the tag is unique per tenant (content inserts it as #tag#). */
export const snippetService = tenantCrud<
  'snippets',
  SnippetReply,
  CreateSnippetInput,
  UpdateSnippetInput
>({
  collection: 'snippets',
  label: 'Snippet',
  sort: 'name',
  tenantFrom: 'query',
  serialize: serializeSnippet,
  duplicate: { field: 'tag', message: 'A snippet with this tag already exists for this tenant' },
})
