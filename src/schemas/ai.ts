import { z } from 'zod'

import { idRef, requiredText } from './common'

const MAX_INPUTS = 1000

/** A whole number from JSON or a form-ish string; blank takes the default. */
export const wholeNumber = (fallback: number, typeMessage: string) =>
  z.preprocess(
    (v) =>
      v === '' || v === null || v === undefined ? fallback : typeof v === 'string' ? Number(v) : v,
    z.number({ error: typeMessage }).int({ error: typeMessage }),
  )

const INPUT_LIST = 'Input list is required'

export const aiRecordsSchema = z.object({
  // One item per line: an array of lines, or the textarea's text as one string.
  inputList: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(/\r?\n/) : v),
    z
      .array(
        z
          .string({ error: 'Each input must be text' })
          .max(500, { error: 'An input must be at most 500 characters' }),
        { error: INPUT_LIST },
      )
      .refine((lines) => lines.some((line) => line.trim() !== ''), { error: INPUT_LIST })
      .refine((lines) => lines.filter((line) => line.trim() !== '').length <= MAX_INPUTS, {
        error: `Input list cannot exceed ${MAX_INPUTS} items`,
      }),
  ),
  targetField: requiredText('Target field', 100),
  weeksToDistribute: wholeNumber(0, 'Weeks must be a whole number').pipe(
    z
      .number()
      .min(0, { error: 'Weeks must be 0 or more' })
      .max(52, { error: 'Cannot exceed 52 weeks' }),
  ),
})

export const aiFillSchema = z.object({
  recordIds: z
    .array(idRef('recordIds'), { error: 'recordIds must be a list of record ids' })
    .min(1, {
      error: 'Select at least one record, or leave recordIds out to fill the whole dataset',
    })
    .max(MAX_INPUTS, { error: `recordIds cannot exceed ${MAX_INPUTS} records` })
    .optional(),
  // Which AI fields to fill; absent: every field with an AI prompt. A name that is not one is a 400
  // from the service, which knows the dataset's fields.
  fields: z
    .array(z.string({ error: 'Each field must be a field name' }).trim().max(100), {
      error: 'fields must be a list of field names',
    })
    .min(1, { error: 'Choose at least one field to fill, or leave fields out to fill them all' })
    .max(200, { error: 'fields cannot exceed 200 names' })
    .optional(),
  overwrite: z.boolean({ error: 'overwrite must be true or false' }).default(false),
  // The records list's search (`q`): a case-insensitive "contains" on the primary value.
  search: z
    .string({ error: 'search must be text' })
    .trim()
    .max(200, { error: 'search must be at most 200 characters' })
    .optional()
    .transform((value) => value || undefined),
})

export const fillEstimateReplySchema = z.object({
  records: z.number().describe('Records in scope'),
  calls: z.number().describe('AI calls the run would make'),
})

export const aiGenerateListSchema = z.object({
  query: requiredText('Query', 500),
  count: wholeNumber(20, 'Count must be a whole number').pipe(
    z
      .number()
      .min(1, { error: 'Count must be at least 1' })
      .max(100, { error: 'Count cannot exceed 100' }),
  ),
})

export const startReplySchema = z.object({
  message: z.string(),
  logId: z
    .string()
    .nullable()
    .describe('The ai_logs row to follow; null when there was nothing to do'),
})

export const listReplySchema = z.object({ items: z.array(z.string()) })

export type AiRecordsInput = z.infer<typeof aiRecordsSchema>
export type AiFillInput = z.infer<typeof aiFillSchema>
export type FillEstimate = z.infer<typeof fillEstimateReplySchema>
export type AiGenerateListInput = z.infer<typeof aiGenerateListSchema>
