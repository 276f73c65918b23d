import { z } from 'zod'

import { createDatasetSchema, datasetStatus } from '../../../src/schemas/datasets'
import type { FieldType } from '../../../src/schemas/fields'
import { FIELD_NAME, fieldType } from '../../../src/schemas/fields'

/** One row of Create New Dataset's initial fields. */
export type InitialField = {
  aiPrompt: string
  isPrimary: boolean
  name: string
  required: boolean
  type: FieldType
}

/** Create New Dataset's form: the dataset, then its initial fields. */
export type DatasetFormValues = {
  description: string
  fields: InitialField[]
  name: string
  status: 'active' | 'draft' | 'inactive'
  /** The tenants it serves (Tenants, for users who may choose among several). */
  tenantIds: string[]
}

export const blankField = (): InitialField => ({
  aiPrompt: '',
  isPrimary: false,
  name: '',
  required: false,
  type: 'text',
})

/** An empty form; `tenantIds`: the tenant chosen in the header, when there is one. */
export const newDatasetValues = (tenantIds: string[] = []): DatasetFormValues => ({
  description: '',
  fields: [blankField()],
  name: '',
  status: 'draft',
  tenantIds,
})

// Rows with a blank name are skipped; the others must be names a record key and #name# can carry.
const initialField = z.object({
  aiPrompt: z.string(),
  isPrimary: z.boolean(),
  name: z
    .string()
    .trim()
    .refine((v) => v === '' || FIELD_NAME.test(v), {
      error: 'Field name may contain only letters, numbers, hyphens and underscores',
    })
    .refine((v) => v !== '__proto__', {
      error: 'Field name __proto__ is reserved',
    }),
  required: z.boolean(),
  type: fieldType,
})

/** The API's dataset schema plus the initial fields, with duplicate names refused as the server would. */
export const datasetFormSchema = createDatasetSchema
  .extend({ fields: z.array(initialField), status: datasetStatus, tenantIds: z.array(z.string()) })
  .superRefine((value, ctx) => {
    const seen = new Set<string>()
    value.fields.forEach((field, index) => {
      if (!field.name) return
      if (seen.has(field.name))
        ctx.addIssue({
          code: 'custom',
          message: 'A field with this name already exists in this dataset',
          path: ['fields', index, 'name'],
        })
      seen.add(field.name)
    })
  })
