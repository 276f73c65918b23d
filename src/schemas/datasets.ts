import { z } from 'zod'

import { docReply, optionalText, requiredText } from './common'

export const datasetStatus = z.enum(['active', 'inactive', 'draft'], {
  error: 'Status must be active, inactive or draft',
})

export const datasetShape = {
  name: requiredText('Name'),
  description: optionalText('Description', 5000),
  notes: optionalText('Notes', 100_000),
}

export const createDatasetSchema = z.object({
  ...datasetShape,
  status: datasetStatus.optional().default('draft'),
})

/** The admin's Notes dialog sends `{ notes }` alone; name, description and status may change too. */
export const updateDatasetSchema = z.object({ ...datasetShape, status: datasetStatus }).partial()

export const datasetSchema = docReply({
  name: z.string(),
  description: z.string().nullable(),
  notes: z.string().nullable(),
  status: datasetStatus,
  createdBy: z.string().nullable(),
  fieldCount: z.number().int(),
  recordCount: z.number().int(),
})

export type CreateDatasetInput = z.infer<typeof createDatasetSchema>
export type UpdateDatasetInput = z.infer<typeof updateDatasetSchema>
export type DatasetReply = z.infer<typeof datasetSchema>
