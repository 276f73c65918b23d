import type { SnippetReply } from '../../schemas/snippets'
import type { Snippet } from '../../payload-types'
import { refId } from '../../utilities/refId'

/** A snippet as the documented API answers it (the spec's field names). */
export const serializeSnippet = (snippet: Snippet): SnippetReply => ({
  id: String(snippet.id),
  tenantId: refId(snippet.tenant),
  name: snippet.name,
  tag: snippet.tag,
  content: snippet.content,
  description: snippet.description ?? null,
  status: snippet.status ?? 'active',
  createdAt: snippet.createdAt,
  updatedAt: snippet.updatedAt,
})
