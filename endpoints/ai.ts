import { defineRoute } from '../src/http/defineRoute'
import { aiDeps } from '../src/ai/aiDeps'
import { createOpenAiProvider } from '../src/ai/provider'
import { blogSuggestions, improveContent } from '../src/services/ai/contentTools'
import { generateList } from '../src/services/ai/generateList'
import { startBatch } from '../src/services/ai/startBatch'
import { startFill } from '../src/services/ai/startFill'
import {
  aiFillSchema,
  aiGenerateListSchema,
  aiRecordsSchema,
  listReplySchema,
  startReplySchema,
} from './schemas/ai'
import {
  blogSuggestionsSchema,
  improveContentSchema,
  improveReplySchema,
  suggestionsReplySchema,
} from './schemas/aiContent'

const tag = 'AI'
const NOT_CONFIGURED = 'AI is not configured: the message says which variables to set'

export const aiRoutes = [
  defineRoute({
    method: 'post',
    path: '/datasets/:id/ai-records',
    summary:
      'Generate one record per input line (trimmed, de-duplicated, inputs already in the dataset skipped) with every AI field filled, ' +
      'live dates spread over weeksToDistribute weeks. Answers at once; follow the run on /ws/ai-progress or GET /api/ai-logs/{logId}',
    tag,
    body: aiRecordsSchema,
    response: startReplySchema,
    errors: { 404: 'Dataset not found', 503: NOT_CONFIGURED },
    handler: ({ body, params, payload }) =>
      startBatch({ ...aiDeps(payload), datasetId: params.id, input: body, payload }),
  }),
  defineRoute({
    method: 'post',
    path: '/datasets/:id/ai-fill',
    summary:
      'Fill the empty AI fields of every record of the dataset, or of `recordIds`; fields with a value are never changed. Answers at once',
    tag,
    body: aiFillSchema,
    response: startReplySchema,
    errors: { 404: 'Dataset not found', 503: NOT_CONFIGURED },
    handler: ({ body, params, payload }) =>
      startFill({ ...aiDeps(payload), datasetId: params.id, input: body, payload }),
  }),
  defineRoute({
    method: 'post',
    path: '/datasets/:id/ai-generate-list',
    summary:
      'Ask the AI for a list of `count` (1-100, default 20) input items for `query`, to review before a batch',
    tag,
    body: aiGenerateListSchema,
    response: listReplySchema,
    errors: { 404: 'Dataset not found', 502: 'The AI call failed', 503: NOT_CONFIGURED },
    handler: ({ body, params, payload }) =>
      generateList({ ...aiDeps(payload), datasetId: params.id, input: body, payload }),
  }),
  defineRoute({
    method: 'post',
    path: '/ai/blog-suggestions',
    summary:
      'Blog post ideas (title, excerpt, markdown content, tags); count is clamped to 1-10, default 2',
    tag,
    body: blogSuggestionsSchema,
    response: suggestionsReplySchema,
    errors: { 502: 'The AI call failed', 503: NOT_CONFIGURED },
    handler: ({ body }) => blogSuggestions({ input: body, provider: createOpenAiProvider() }),
  }),
  defineRoute({
    method: 'post',
    path: '/ai/improve-content',
    summary:
      'Rewrite content (enhance, shorten, expand, seo-optimize, tone-adjust) and write an excerpt; nothing is saved',
    tag,
    body: improveContentSchema,
    response: improveReplySchema,
    errors: { 502: 'The AI call failed', 503: NOT_CONFIGURED },
    handler: ({ body }) => improveContent({ input: body, provider: createOpenAiProvider() }),
  }),
]
