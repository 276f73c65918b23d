import { z } from 'zod'

import { defineRoute } from '../src/http/defineRoute'
import { createTask, deleteTask, listTasks, updateTask } from '../src/services/tasks/tasks'
import { tenantQuery } from './schemas/common'
import { createTaskSchema, taskSchema, updateTaskSchema } from './schemas/tasks'

const tag = 'Tasks'

export const taskRoutes = [
  defineRoute({
    method: 'get',
    path: '/tasks',
    summary: 'Tasks, newest first; `?tenantId=` limits them to one tenant',
    tag,
    query: tenantQuery,
    response: z.array(taskSchema),
    errors: { 403: 'Not one of your tenants' },
    handler: ({ payload, query, user }) => listTasks({ payload, tenantId: query.tenantId, user }),
  }),
  defineRoute({
    method: 'post',
    path: '/tasks',
    status: 201,
    summary: 'Create a task for a tenant',
    tag,
    body: createTaskSchema,
    response: taskSchema,
    errors: { 403: 'Not one of your tenants' },
    handler: ({ body, payload, user }) => createTask({ input: body, payload, user }),
  }),
  defineRoute({
    method: 'put',
    path: '/tasks/:id',
    summary:
      'Update a task: toggle done (doneDate follows), or change title, description, priority',
    tag,
    body: updateTaskSchema,
    response: taskSchema,
    errors: { 403: 'Not one of your tenants', 404: 'Task not found' },
    handler: ({ body, params, payload, user }) =>
      updateTask({ id: params.id, input: body, payload, user }),
  }),
  defineRoute({
    method: 'delete',
    path: '/tasks/:id',
    status: 204,
    summary: 'Delete a task',
    tag,
    errors: { 403: 'Not one of your tenants', 404: 'Task not found' },
    handler: ({ params, payload, user }) => deleteTask({ id: params.id, payload, user }),
  }),
]
