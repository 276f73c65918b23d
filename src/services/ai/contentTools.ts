import type { BlogSuggestionsInput, ImproveContentInput } from '../../schemas/aiContent'
import { requireAiConfig } from '../../ai/config'
import {
  CONTENT_SYSTEM_PROMPT,
  improveAnswerSchema,
  improvePrompt,
  suggestionsAnswerSchema,
  suggestionsPrompt,
} from '../../ai/prompts/content'
import type { AiProvider } from '../../ai/provider'
import { DomainError } from '../errors'

const failed = (fallback: string, error: unknown) =>
  new DomainError(
    'upstream_failed',
    `${fallback}: ${error instanceof Error ? error.message : String(error)}`,
  )

/** POST /api/ai/blog-suggestions: `count` blog post ideas, each ready to become a draft page. */
export const blogSuggestions = async ({
  input,
  provider,
}: {
  input: BlogSuggestionsInput
  provider: AiProvider
}) => {
  requireAiConfig()
  try {
    const answer = await provider.generate({
      name: 'blog_suggestions',
      prompt: suggestionsPrompt(input),
      schema: suggestionsAnswerSchema,
      system: CONTENT_SYSTEM_PROMPT,
    })
    const suggestions = answer.suggestions
      .slice(0, input.count)
      .map((s) => ({ ...s, tags: [...new Set(s.tags.map((t) => t.trim()).filter(Boolean))] }))
    return { suggestions }
  } catch (error) {
    throw failed('Failed to generate suggestions', error)
  }
}

/**
 * POST /api/ai/improve-content: the rewritten content and a new excerpt. Nothing is saved here: the
 * editor shows the result and can revert to the original, so a failed call loses nothing.
 */
export const improveContent = async ({
  input,
  provider,
}: {
  input: ImproveContentInput
  provider: AiProvider
}) => {
  requireAiConfig()
  try {
    return await provider.generate({
      name: 'improved_content',
      prompt: improvePrompt({
        ...input,
        additionalInstructions: input.additionalInstructions ?? undefined,
      }),
      schema: improveAnswerSchema,
      system: CONTENT_SYSTEM_PROMPT,
    })
  } catch (error) {
    throw failed('Failed to improve content', error)
  }
}
