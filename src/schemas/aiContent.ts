import { z } from 'zod'

import { optionalText, requiredText } from './common'

// The option values of the spec's AI suggestion form.
export const industries = [
  'technology',
  'business',
  'marketing',
  'finance',
  'healthcare',
  'education',
  'retail',
  'manufacturing',
  'real-estate',
  'travel',
] as const
export const tones = [
  'professional',
  'casual',
  'friendly',
  'authoritative',
  'conversational',
  'educational',
  'inspiring',
] as const
export const audiences = [
  'professionals',
  'business-owners',
  'entrepreneurs',
  'students',
  'consumers',
  'developers',
  'marketers',
  'executives',
] as const
const improvementTypes = ['enhance', 'shorten', 'expand', 'seo-optimize', 'tone-adjust'] as const

/** An optional choice: '' and null mean not chosen. */
const option = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(values, { error: `${label} must be one of ${values.join(', ')}` }).optional(),
  )

export const blogSuggestionsSchema = z.object({
  topic: requiredText('Topic', 500),
  industry: option('Industry', industries),
  tone: option('Tone', tones),
  targetAudience: option('Target audience', audiences),
  // The form adds a keyword only if it is non-empty and new; the server holds to the same.
  keywords: z
    .array(
      z
        .string({ error: 'Each keyword must be text' })
        .max(100, { error: 'A keyword must be at most 100 characters' }),
      { error: 'Keywords must be a list of words' },
    )
    .max(30, { error: 'Keywords cannot exceed 30' })
    .optional()
    .default([])
    .transform((list) => [...new Set(list.map((k) => k.trim()).filter(Boolean))]),
  // The spec clamps the count to 1..10 rather than refusing it.
  count: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 2 : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: 'Count must be a number' })
      .transform((n) => Math.min(10, Math.max(1, Math.round(n)))),
  ),
})

const NO_CONTENT = 'Please add some content before trying to improve it'

export const improveContentSchema = z.object({
  content: z
    .string({ error: NO_CONTENT })
    .refine((text) => text.trim() !== '', { error: NO_CONTENT })
    .refine((text) => text.length <= 100_000, {
      error: 'Content must be at most 100000 characters',
    }),
  improvementType: z
    .enum(improvementTypes, {
      error: `Improvement type must be one of ${improvementTypes.join(', ')}`,
    })
    .optional()
    .default('enhance'),
  additionalInstructions: optionalText('Additional instructions', 2000),
})

const suggestionSchema = z.object({
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
})
export const suggestionsReplySchema = z.object({ suggestions: z.array(suggestionSchema) })
export const improveReplySchema = z.object({ content: z.string(), excerpt: z.string() })

export type BlogSuggestionsInput = z.infer<typeof blogSuggestionsSchema>
export type BlogSuggestion = z.infer<typeof suggestionSchema>
export type SuggestionsReply = z.infer<typeof suggestionsReplySchema>
export type ImproveReply = z.infer<typeof improveReplySchema>
export type ImprovementType = (typeof improvementTypes)[number]
export type ImproveContentInput = z.infer<typeof improveContentSchema>
