import type { Payload } from 'payload'

import type { CreateTaskInput, UpdateTaskInput } from '../../../endpoints/schemas/tasks'
import type { SessionUser } from '../../auth/sessions'
import { assertExists } from '../common/assertExists'
import { findOr404 } from '../common/findOr404'
import { refId } from '../common/refId'
import { assertTenantAccess, tenantScope, whereAll } from '../common/tenantAccess'
import { serializeTask } from './serializeTask'

type Base = { payload: Payload; user: SessionUser }

export const listTasks = async ({
  payload,
  tenantId,
  user,
}: Base & { tenantId?: string | null }) => {
  if (tenantId) assertTenantAccess(user, tenantId)
  const { docs } = await payload.find({
    collection: 'tasks',
    depth: 0,
    pagination: false,
    sort: '-createdAt',
    where: whereAll(tenantScope(user), tenantId ? { tenant: { equals: tenantId } } : undefined),
  })
  return docs.map(serializeTask)
}

export const createTask = async ({ input, payload, user }: Base & { input: CreateTaskInput }) => {
  assertTenantAccess(user, input.tenantId)
  await assertExists({
    collection: 'tenants',
    field: 'tenantId',
    id: input.tenantId,
    label: 'Tenant',
    payload,
  })
  const task = await payload.create({
    collection: 'tasks',
    data: {
      description: input.description,
      priority: input.priority,
      tenant: input.tenantId,
      title: input.title,
    },
  })
  return serializeTask(task)
}

const findTask = async ({ id, payload, user }: Base & { id: string }) => {
  const task = await findOr404({ collection: 'tasks', id, label: 'Task', payload })
  assertTenantAccess(user, refId(task.tenant))
  return task
}

export const updateTask = async ({
  id,
  input,
  payload,
  user,
}: Base & { id: string; input: UpdateTaskInput }) => {
  await findTask({ id, payload, user })
  const task = await payload.update({ collection: 'tasks', data: input, id })
  return serializeTask(task)
}

export const deleteTask = async ({ id, payload, user }: Base & { id: string }) => {
  await findTask({ id, payload, user })
  await payload.delete({ collection: 'tasks', id })
}
