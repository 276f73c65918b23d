import { z } from 'zod'

import { idRef, optionalText } from './common'

export const fieldType = z.enum(['text', 'number', 'date', 'boolean', 'email', 'url'], {
  error: 'Type must be text, number, date, boolean, email or url',
})

/** Record data is keyed by field name and templates write #name#, so names stay plain. */
export const FIELD_NAME = /^[A-Za-z0-9_-]+$/

const fieldName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, { abort: true, error: 'Name is required' })
  .max(100, { abort: true, error: 'Name must be at most 100 characters' })
  .regex(FIELD_NAME, {
    abort: true,
    error: 'Field name may contain only letters, numbers, hyphens and underscores',
  })
  // JSON bodies cannot carry this key safely (zod drops it), so no record could hold its value.
  .refine((v) => v !== '__proto__', { error: 'Field name __proto__ is reserved' })

// Stored as text whatever the type ('12', 'true'); the service checks it suits the type.
const defaultValue = z.preprocess(
  (v) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v === '' ? null : v),
  z
    .string({ error: 'Default value must be text, a number or true/false' })
    .max(5000)
    .nullable()
    .optional(),
)

export const fieldShape = {
  name: fieldName,
  type: fieldType,
  required: z.boolean({ error: 'required must be true or false' }),
  order: z
    .number({ error: 'Order must be a whole number' })
    .int({ error: 'Order must be a whole number' }),
  aiPrompt: optionalText('AI prompt', 10_000),
  isPrimary: z.boolean({ error: 'isPrimary must be true or false' }),
  defaultValue,
  validation: z
    .record(z.string(), z.unknown(), { error: 'Validation must be a JSON object' })
    .nullable()
    .optional(),
}

/** `POST /api/datasets/:id/fields`: the dataset comes from the path. */
export const createFieldSchema = z.object({
  ...fieldShape,
  type: fieldType.optional().default('text'),
  required: fieldShape.required.optional().default(false),
  order: fieldShape.order.optional().default(0),
  isPrimary: fieldShape.isPrimary.optional().default(false),
})

/** `POST /api/fields`: the same plus `datasetId`. */
export const createFieldWithDatasetSchema = createFieldSchema.extend({
  datasetId: idRef('datasetId'),
})

export const updateFieldSchema = z.object(fieldShape).partial()

export const fieldSchema = z.object({
  id: z.string(),
  datasetId: z.string().nullable(),
  name: z.string(),
  type: fieldType,
  required: z.boolean(),
  defaultValue: z.string().nullable(),
  aiPrompt: z.string().nullable(),
  isPrimary: z.boolean(),
  validation: z.unknown().nullable(),
  order: z.number(),
  createdAt: z.string(),
})

export type CreateFieldInput = z.infer<typeof createFieldSchema>
export type UpdateFieldInput = z.infer<typeof updateFieldSchema>
export type FieldType = z.infer<typeof fieldType>
export type FieldReply = z.infer<typeof fieldSchema>
