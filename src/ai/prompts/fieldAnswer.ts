import { z } from 'zod'

import type { FieldType } from '../../schemas/fields'
import { checkValue } from '../../schemas/recordData'

/**
 * The answer asked for one field: `{ value }` typed by the field, so a number field gets a number.
 * Emails, URLs and dates are also checked the way record data is, so a value the record would refuse
 * counts as a malformed answer and is asked again.
 */
export const fieldAnswerSchema = (name: string, type: FieldType): z.ZodType<{ value: unknown }> => {
  if (type === 'number') return z.object({ value: z.number() })
  if (type === 'boolean') return z.object({ value: z.boolean() })
  // An empty answer fills nothing: it is asked again like any other malformed answer.
  const value = z
    .string()
    .refine((v) => v.trim() !== '', { error: 'empty answer' })
    .refine((v) => !('error' in checkValue({ name, type }, v)), { error: `not a valid ${type}` })
  return z.object({ value })
}

export const FIELD_SYSTEM_PROMPT =
  'You fill one field of a record in a structured dataset. Follow the instruction, answer with the value ' +
  'only (no labels, no quotes around it, no explanation), as JSON matching the given schema.'

/** The instruction for one field, with the field's name and type so the model answers in kind. */
export const fieldPrompt = ({
  filled,
  name,
  type,
}: {
  filled: string
  name: string
  type: FieldType
}) => `${filled}\n\n(Field "${name}", type ${type}.)`
