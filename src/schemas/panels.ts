import { z } from 'zod'

import { idRef, requiredContent, requiredText, tenantDocReply } from './common'
import { requiredTenant } from './slug'

const isActive = z.boolean({ error: 'isActive must be true or false' })

export const createPanelSchema = z.object({
  tenantId: requiredTenant('Please select a tenant'),
  name: requiredText('Name', 200),
  content: requiredContent('Content', 100_000),
  isActive: isActive.optional().default(true),
})

/** The edit form sends the panel's fields; a panel stays with its tenant (templates there point at it). */
export const updatePanelSchema = z
  .object({
    name: requiredText('Name', 200),
    content: requiredContent('Content', 100_000),
    isActive,
    tenantId: idRef('tenantId'),
  })
  .partial()

export const panelSchema = tenantDocReply({
  name: z.string(),
  content: z.string(),
  isActive: z.boolean(),
})

export type CreatePanelInput = z.infer<typeof createPanelSchema>
export type UpdatePanelInput = z.infer<typeof updatePanelSchema>
export type PanelReply = z.infer<typeof panelSchema>
