import type { AiProvider } from '../../ai/provider'
import { FIELD_SYSTEM_PROMPT, fieldAnswerSchema, fieldPrompt } from '../../ai/prompts/fieldAnswer'
import { fillPrompt } from '../../ai/prompts/fillPrompt'
import type { DatasetField } from '../../payload-types'
import { checkValue } from '../../schemas/recordData'
import { isEmptyValue } from './aiFields'

type Args = {
  provider: AiProvider
  /** The fields to fill, in display order: a prompt may use the values of the fields before it. */
  fields: DatasetField[]
  /** What `{field}` stands for. */
  input: string
  /** The record's values so far; fields that already have a value are not asked again. */
  values: Record<string, unknown>
  signal?: AbortSignal
}

/**
 * Asks the model for each empty field, one after another, each answer joining the values the next
 * prompts can use. Answers the complete values and just the generated ones.
 */
export const generateValues = async ({ fields, input, provider, signal, values }: Args) => {
  const all = { ...values }
  const generated: Record<string, unknown> = {}
  for (const field of fields) {
    if (!isEmptyValue(all[field.name])) continue
    const type = field.type ?? 'text'
    const filled = fillPrompt(field.aiPrompt ?? '', input, all)
    const answer = await provider.generate({
      name: 'field_value',
      prompt: fieldPrompt({ filled, name: field.name, type }),
      schema: fieldAnswerSchema(field.name, type),
      signal,
      system: FIELD_SYSTEM_PROMPT,
    })
    const checked = checkValue({ name: field.name, type }, answer.value)
    const value = 'error' in checked ? null : checked.value
    all[field.name] = value
    generated[field.name] = value
  }
  return { generated, values: all }
}
