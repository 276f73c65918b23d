import type { Payload } from 'payload'

import type { SessionUser } from '../src/auth/sessions'
import { defineRoute } from '../src/http/defineRoute'
import type { RouteContext, RouteSpec } from '../src/http/defineRoute'
import { aiDeps } from '../src/ai/aiDeps'
import { createOpenAiProvider } from '../src/ai/provider'
import { blogSuggestions, improveContent } from '../src/services/ai/contentTools'
import { generateList } from '../src/services/ai/generateList'
import { startBatch } from '../src/services/ai/startBatch'
import { estimateFill } from '../src/services/ai/estimateFill'
import { startFill } from '../src/services/ai/startFill'
import { countAiCall } from '../src/services/rateLimits/countAiCall'
import {
  aiFillSchema,
  aiGenerateListSchema,
  aiRecordsSchema,
  fillEstimateReplySchema,
  listReplySchema,
  startReplySchema,
} from '../src/schemas/ai'
import {
  blogSuggestionsSchema,
  improveContentSchema,
  improveReplySchema,
  suggestionsReplySchema,
} from '../src/schemas/aiContent'

const tag = 'AI'
const NOT_CONFIGURED = 'AI is not configured: the message says which variables to set'
const RATE_LIMITED =
  'More AI calls than AI_RATE_LIMIT_PER_MINUTE from this user in a minute; Retry-After says when to try again'

/** Every AI call counts against its user's AI_RATE_LIMIT_PER_MINUTE before any work (countAiCall). */
const perUserLimit =
  <Body>(handler: (ctx: RouteContext<Body, undefined>) => unknown) =>
  async (ctx: RouteContext<Body, undefined>) => {
    await countAiCall(ctx.user.id)
    return handler(ctx)
  }

type AiRoute<Body> = Pick<
  RouteSpec<Body, undefined>,
  'body' | 'errors' | 'handler' | 'path' | 'response' | 'summary'
>

/** A POST that calls the AI, counted against the user's limit; it can answer 429 and 503. */
const aiRoute = <Body>({ errors, handler, ...route }: AiRoute<Body>) =>
  defineRoute({
    method: 'post',
    tag,
    ...route,
    errors: { ...errors, 429: RATE_LIMITED, 503: NOT_CONFIGURED },
    handler: perUserLimit(handler),
  })

type DatasetRun<Body> = (
  args: ReturnType<typeof aiDeps> & {
    datasetId: string
    input: Body
    payload: Payload
    user: SessionUser
  },
) => Promise<unknown>

/** An AI call on the dataset in the path, with the real provider and progress bus. */
const onDataset =
  <Body>(run: DatasetRun<Body>) =>
  ({ body, params, payload, user }: RouteContext<Body, undefined>) =>
    run({ ...aiDeps(payload), datasetId: params.id, input: body, payload, user })

const FAILED = 'The AI call failed'

export const aiRoutes = [
  aiRoute({
    path: '/datasets/:id/ai-records',
    summary:
      'Generate one record per input line (trimmed, de-duplicated, inputs already in the dataset skipped) with every AI field filled, ' +
      'live dates spread over weeksToDistribute weeks. Answers at once; follow the run on /ws/ai-progress or GET /api/ai-logs/{logId}',
    body: aiRecordsSchema,
    response: startReplySchema,
    errors: { 404: 'Dataset not found' },
    handler: onDataset(startBatch),
  }),
  aiRoute({
    path: '/datasets/:id/ai-fill',
    summary:
      'Fill the empty AI fields (or the chosen `fields`) of every record of the dataset, of `recordIds` and/or of those the `search` finds; ' +
      'fields with a value are never changed unless `overwrite` is true. Answers at once',
    body: aiFillSchema,
    response: startReplySchema,
    errors: { 404: 'Dataset not found' },
    handler: onDataset(startFill),
  }),
  // No AI call: neither counted against the user's AI limit nor refused when AI is not configured.
  defineRoute({
    method: 'post',
    tag,
    path: '/datasets/:id/ai-fill/estimate',
    summary:
      'What POST /api/datasets/{id}/ai-fill with the same body would do: the records in scope and the AI calls it would make. Nothing is queued',
    body: aiFillSchema,
    response: fillEstimateReplySchema,
    errors: { 404: 'Dataset not found' },
    handler: ({ body, params, payload, user }) =>
      estimateFill({ datasetId: params.id, input: body, payload, user }),
  }),
  aiRoute({
    path: '/datasets/:id/ai-generate-list',
    summary:
      'Ask the AI for a list of `count` (1-100, default 20) input items for `query`, to review before a batch',
    body: aiGenerateListSchema,
    response: listReplySchema,
    errors: { 404: 'Dataset not found', 502: FAILED },
    handler: onDataset(generateList),
  }),
  aiRoute({
    path: '/ai/blog-suggestions',
    summary:
      'Blog post ideas (title, excerpt, markdown content, tags); count is clamped to 1-10, default 2',
    body: blogSuggestionsSchema,
    response: suggestionsReplySchema,
    errors: { 502: FAILED },
    handler: async ({ body }) => blogSuggestions({ input: body, provider: createOpenAiProvider() }),
  }),
  aiRoute({
    path: '/ai/improve-content',
    summary:
      'Rewrite content (enhance, shorten, expand, seo-optimize, tone-adjust) and write an excerpt; nothing is saved',
    body: improveContentSchema,
    response: improveReplySchema,
    errors: { 502: FAILED },
    handler: async ({ body }) => improveContent({ input: body, provider: createOpenAiProvider() }),
  }),
]
