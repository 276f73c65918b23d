import type { TaskReply } from '../../schemas/tasks'
import type { Task } from '../../payload-types'
import { refId } from '../../utilities/refId'

/** A task as the documented API answers it (the spec's field names). */
export const serializeTask = (task: Task): TaskReply => ({
  id: String(task.id),
  tenantId: refId(task.tenant),
  title: task.title,
  description: task.description ?? null,
  priority: task.priority ?? 'medium',
  done: Boolean(task.done),
  doneDate: task.doneDate ?? null,
  createdAt: task.createdAt,
  updatedAt: task.updatedAt,
})
