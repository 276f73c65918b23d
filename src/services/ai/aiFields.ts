import type { DatasetField } from '../../payload-types'
import { invalid } from '../errors'

const NO_AI_PROMPTS =
  'This dataset has no fields with AI prompts. Please edit the dataset fields and add AI prompts to enable AI generation.'

/** The fields the AI fills: those with a non-blank aiPrompt, in display order. */
export const promptFields = (fields: DatasetField[]): DatasetField[] =>
  fields.filter((f) => (f.aiPrompt ?? '').trim() !== '')

export const assertHasAiPrompts = (fields: DatasetField[]) => {
  if (promptFields(fields).length === 0) throw invalid(NO_AI_PROMPTS, { datasetId: NO_AI_PROMPTS })
}

/**
 * Every record the AI makes must pass the dataset's own validation: a required field needs a value
 * from the input, an AI prompt or a default. Refused up front, rather than failing every item later.
 */
export const assertRecordsCanBeMade = (fields: DatasetField[], targetField: string) => {
  const unfillable = fields.filter(
    (f) =>
      f.required &&
      f.name !== targetField &&
      !(f.aiPrompt ?? '').trim() &&
      (f.defaultValue ?? '') === '',
  )
  if (unfillable.length === 0) return
  const names = unfillable.map((f) => f.name).join(', ')
  const message = `Required field${unfillable.length > 1 ? 's' : ''} ${names} would stay empty: give ${unfillable.length > 1 ? 'them' : 'it'} an AI prompt or a default value`
  throw invalid(message, { targetField: message })
}

/** null, undefined and blank text count as empty; false and 0 are values. */
export const isEmptyValue = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
