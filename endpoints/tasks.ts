import { crudRoutes } from '../src/http/crudRoutes'
import { taskService } from '../src/services/tasks/tasks'
import { createTaskSchema, taskSchema, updateTaskSchema } from '../src/schemas/tasks'

export const taskRoutes = crudRoutes({
  path: '/tasks',
  tag: 'Tasks',
  service: taskService,
  reply: taskSchema,
  list: { summary: 'Tasks, newest first; `?tenantId=` limits them to one tenant' },
  create: { summary: 'Create a task for a tenant', body: createTaskSchema },
  update: {
    method: 'put',
    summary:
      'Update a task: toggle done (doneDate follows), or change title, description, priority',
    body: updateTaskSchema,
  },
  remove: { summary: 'Delete a task' },
})
