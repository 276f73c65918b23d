import { z } from 'zod'

import { docReply, idRef, optionalText, requiredText } from './common'

export const datasetStatus = z.enum(['active', 'inactive', 'draft'], {
  error: 'Status must be active, inactive or draft',
})

export const datasetShape = {
  name: requiredText('Name'),
  description: optionalText('Description', 5000),
  notes: optionalText('Notes', 100_000),
}

/**
 * The tenants a dataset serves. Administrators may give none (a dataset for administrators only);
 * anyone else gives their own tenants, or leaves it out for the tenant chosen in the admin or their only one.
 */
const tenantIds = z
  .array(idRef('tenantIds'), { error: 'tenantIds must be a list of tenant ids' })
  .max(1000, { error: 'tenantIds can list at most 1000 tenants' })
  .describe(
    'The tenants it serves: their templates and pages may use it, and only users with every one of them see it. None: administrators only',
  )

export const createDatasetSchema = z.object({
  ...datasetShape,
  status: datasetStatus.optional().default('draft'),
  tenantIds: tenantIds.optional(),
})

/** The admin's Notes dialog sends `{ notes }` alone; name, description, status and tenants may change too. */
export const updateDatasetSchema = z
  .object({ ...datasetShape, status: datasetStatus, tenantIds })
  .partial()

export const datasetSchema = docReply({
  name: z.string(),
  description: z.string().nullable(),
  notes: z.string().nullable(),
  status: datasetStatus,
  tenantIds: z
    .array(z.string())
    .describe('The tenants it serves; none: administrators only (docs/api/datasets.md)'),
  createdBy: z.string().nullable(),
  fieldCount: z.number().int(),
  recordCount: z.number().int(),
})

export type CreateDatasetInput = z.infer<typeof createDatasetSchema>
export type UpdateDatasetInput = z.infer<typeof updateDatasetSchema>
export type DatasetReply = z.infer<typeof datasetSchema>
