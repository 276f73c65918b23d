import { z } from 'zod'

export const suggestionsAnswerSchema = z.object({
  suggestions: z.array(
    z.object({
      title: z.string(),
      excerpt: z.string(),
      content: z.string(),
      tags: z.array(z.string()),
    }),
  ),
})

export const improveAnswerSchema = z.object({ content: z.string(), excerpt: z.string() })

export const CONTENT_SYSTEM_PROMPT =
  'You are an experienced web editor. Write in markdown (headings, paragraphs, lists), never HTML. ' +
  'Answer as JSON matching the given schema.'

type SuggestionArgs = {
  count: number
  industry?: string
  keywords: string[]
  targetAudience?: string
  tone?: string
  topic: string
}

export const suggestionsPrompt = ({
  count,
  industry,
  keywords,
  targetAudience,
  tone,
  topic,
}: SuggestionArgs) =>
  [
    `Suggest ${count} blog posts about: ${topic}.`,
    industry && `Industry: ${industry}.`,
    tone && `Tone: ${tone}.`,
    targetAudience && `Target audience: ${targetAudience}.`,
    keywords.length > 0 && `Work in these keywords: ${keywords.join(', ')}.`,
    'For each: a title, an excerpt of one or two sentences, the full post content in markdown (at least ' +
      'four paragraphs with headings), and 3 to 6 short lowercase tags.',
  ]
    .filter(Boolean)
    .join('\n')

const IMPROVEMENTS: Record<string, string> = {
  enhance: 'Improve clarity, flow and engagement; keep the length and the meaning.',
  shorten: 'Make it about half as long; keep the key points.',
  expand: 'Expand it with more detail, examples and explanation; about twice as long.',
  'seo-optimize':
    'Optimise it for search engines: clear headings, natural keywords, a strong opening; keep it readable.',
  'tone-adjust': 'Adjust the tone to be more engaging and consistent; keep the meaning.',
}

export const improvePrompt = ({
  additionalInstructions,
  content,
  improvementType,
}: {
  additionalInstructions?: string
  content: string
  improvementType: string
}) =>
  [
    `Rewrite the content below. ${IMPROVEMENTS[improvementType] ?? IMPROVEMENTS.enhance}`,
    ...(additionalInstructions ? [`Also: ${additionalInstructions}`] : []),
    'Also write an excerpt of one or two sentences for it.',
    '',
    '--- content ---',
    content,
  ].join('\n')
