import { z } from 'zod'

export const listAnswerSchema = z.object({ items: z.array(z.string()) })

export const LIST_SYSTEM_PROMPT =
  'You generate lists of distinct items for a structured dataset: one short name per item, no numbering, ' +
  'no descriptions, no duplicates. Answer as JSON matching the given schema.'

export const listPrompt = ({ count, query }: { count: number; query: string }) =>
  `List ${count} distinct items for: ${query}\nAnswer with exactly ${count} items.`
