import type { CreateTaskInput, TaskReply, UpdateTaskInput } from '../../schemas/tasks'
import { tenantCrud } from '../common/tenantCrud'
import { serializeTask } from './serializeTask'

/** Newest first; the collection sets doneDate when a task is marked done. */
export const taskService = tenantCrud<'tasks', TaskReply, CreateTaskInput, UpdateTaskInput>({
  collection: 'tasks',
  label: 'Task',
  sort: '-createdAt',
  tenantFrom: 'query',
  serialize: serializeTask,
})
