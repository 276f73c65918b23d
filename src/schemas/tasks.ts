import { z } from 'zod'

import { optionalText, requiredText, tenantDocReply } from './common'
import { requiredTenant } from './slug'

export const taskPriority = z.enum(['high', 'medium', 'low'], {
  error: 'Priority must be high, medium or low',
})

export const createTaskSchema = z.object({
  tenantId: requiredTenant('Please select a tenant'),
  title: requiredText('Title'),
  description: optionalText('Description', 5000),
  priority: taskPriority.optional().default('medium'),
})

export const updateTaskSchema = z
  .object({
    title: requiredText('Title'),
    description: optionalText('Description', 5000),
    priority: taskPriority,
    done: z.boolean({ error: 'done must be true or false' }),
  })
  .partial()

export const taskSchema = tenantDocReply({
  title: z.string(),
  description: z.string().nullable(),
  priority: taskPriority,
  done: z.boolean(),
  doneDate: z.string().nullable(),
})

export type CreateTaskInput = z.infer<typeof createTaskSchema>
export type UpdateTaskInput = z.infer<typeof updateTaskSchema>
export type TaskReply = z.infer<typeof taskSchema>
