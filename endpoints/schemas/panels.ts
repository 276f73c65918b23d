import { z } from 'zod'

import { requiredText } from './common'

const isActive = z.boolean({ error: 'isActive must be true or false' })

export const createPanelSchema = z.object({
  tenantId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.uuid({ error: 'Please select a tenant' }),
  ),
  name: requiredText('Name', 200),
  content: requiredText('Content', 100_000),
  isActive: isActive.optional().default(true),
})

/** The edit form sends the panel's fields; a panel stays with its tenant (templates there point at it). */
export const updatePanelSchema = z
  .object({
    name: requiredText('Name', 200),
    content: requiredText('Content', 100_000),
    isActive,
    tenantId: z.uuid({ error: 'tenantId must be an id (UUID)' }),
  })
  .partial()

export const panelSchema = z.object({
  id: z.string(),
  tenantId: z.string().nullable(),
  name: z.string(),
  content: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})

export type CreatePanelInput = z.infer<typeof createPanelSchema>
export type UpdatePanelInput = z.infer<typeof updatePanelSchema>
export type PanelReply = z.infer<typeof panelSchema>
