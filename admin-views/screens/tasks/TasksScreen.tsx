'use client'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import React, { useMemo, useState } from 'react'

import type { TaskReply } from '../../../src/schemas/tasks'
import { api, errorMessage } from '../../lib/api'
import { formatDate, formatDateTime } from '../../lib/format'
import { refreshDashboard, refreshPrefix } from '../../lib/refresh'
import { notify, notifyError } from '../../lib/toast'
import { useAdminTenant } from '../../providers/tenant'
import { PageFrame } from '../../shell/PageFrame'
import { AddButton } from '../../ui/AddButton'
import { StatusBadge } from '../../ui/Badge'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { QueryState } from '../../ui/QueryState'
import { RowActions } from '../../ui/RowActions'
import { Table } from '../../ui/Table'
import type { TaskValues } from './TaskDialog'
import { TaskDialog } from './TaskDialog'

/** The server's reason, if it gave one (the title already says what failed). */
const serverMessage = (error: unknown): string | undefined => {
  const message = errorMessage(error, '')
  return message || undefined
}

const COLUMNS = [
  { className: 'tw:w-14', label: 'Done' },
  'Title',
  'Description',
  'Priority',
  'Tenant',
  'Created',
  'Completed',
  { className: 'tw:text-right', label: 'Actions' },
]

/**
 * Tasks (spec admin-core §2): the tasks of the tenant chosen in the header (with All tenants: every
 * tenant's, each row naming its tenant). Add Task needs a chosen tenant. Per row: tick done (the server
 * sets doneDate), edit, delete. Done rows are dimmed.
 */
export const TasksScreen = () => {
  const queryClient = useQueryClient()
  const { selectedTenant, selectedTenantId, tenants } = useAdminTenant()
  const tasksKey = [selectedTenantId ? `/api/tasks?tenantId=${selectedTenantId}` : '/api/tasks']
  const tasks = useQuery<TaskReply[]>({ queryKey: tasksKey })
  const tenantNames = useMemo(() => new Map(tenants.map((t) => [t.id, t.name])), [tenants])
  const [dialog, setDialog] = useState<{ editing: null | TaskReply } | null>(null)
  const [deleting, setDeleting] = useState<null | TaskReply>(null)

  const refresh = () =>
    Promise.all([refreshPrefix(queryClient, '/api/tasks'), refreshDashboard(queryClient)])

  const create = useMutation({
    mutationFn: (values: TaskValues & { tenantId: string }) =>
      api<TaskReply>('/api/tasks', { body: values, method: 'POST' }),
    onError: (error) => notifyError('Failed to create task', serverMessage(error)),
    onSuccess: async (task) => {
      notify({ description: task.title, title: 'Task created successfully' })
      await refresh()
    },
  })
  const update = useMutation({
    mutationFn: ({
      id,
      values,
    }: {
      id: string
      values: Partial<TaskValues> & { done?: boolean }
    }) => api<TaskReply>(`/api/tasks/${id}`, { body: values, method: 'PUT' }),
    // Ticking done shows at once; a failure puts the row back.
    onMutate: ({ id, values }) => {
      if (values.done === undefined) return undefined
      const previous = queryClient.getQueryData<TaskReply[]>(tasksKey)
      queryClient.setQueryData<TaskReply[]>(tasksKey, (rows) =>
        rows?.map((row) => (row.id === id ? { ...row, done: values.done as boolean } : row)),
      )
      return { previous }
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(tasksKey, context.previous)
      notifyError('Failed to update task', serverMessage(error))
    },
    onSuccess: async (task, { values }) => {
      const description =
        values.done === undefined
          ? task.title
          : `${task.title}: marked as ${task.done ? 'done' : 'not done'}`
      notify({ description, title: 'Task updated successfully' })
      await refresh()
    },
  })
  const remove = useMutation({
    mutationFn: (id: string) => api(`/api/tasks/${id}`, { method: 'DELETE' }),
    onError: (error) => notifyError('Failed to delete task', serverMessage(error)),
    onSuccess: async () => {
      notify({ description: deleting?.title, title: 'Task deleted successfully' })
      setDeleting(null)
      await refresh()
    },
  })

  const openAdd = () => {
    if (!selectedTenantId) {
      notifyError(
        'Please select a tenant',
        'Choose a tenant in the selector above to add tasks to it.',
      )
      return
    }
    setDialog({ editing: null })
  }

  const submit = async (values: TaskValues): Promise<boolean> => {
    const editing = dialog?.editing
    try {
      if (editing) await update.mutateAsync({ id: editing.id, values })
      else {
        if (!selectedTenantId) {
          notifyError('Please select a tenant')
          return false
        }
        await create.mutateAsync({ ...values, tenantId: selectedTenantId })
      }
      setDialog(null)
      return true
    } catch {
      return false // the mutation's toast said why
    }
  }

  const togglingId =
    update.isPending && update.variables?.values.done !== undefined ? update.variables.id : null
  // The tick shows the value being saved from the click on: set in the click's own render, since the
  // optimistic cache update lands a moment later and a controlled checkbox would snap back in between.
  const [ticking, setTicking] = useState<{ done: boolean; id: string } | null>(null)
  const shownDone = (task: TaskReply) => (ticking?.id === task.id ? ticking.done : task.done)
  const tick = (id: string, done: boolean) => {
    setTicking({ done, id })
    update.mutate({ id, values: { done } }, { onSettled: () => setTicking(null) })
  }

  const actions = (
    <div className="tw:flex tw:flex-wrap tw:items-center tw:justify-end tw:gap-3">
      {!selectedTenantId && (
        <span className="tw:text-sm tw:text-elev-500" id="add-task-hint">
          Please select a tenant to add tasks
        </span>
      )}
      <AddButton
        disabled={!selectedTenantId}
        extraButtonProps={selectedTenantId ? undefined : { 'aria-describedby': 'add-task-hint' }}
        onClick={openAdd}
      >
        Add Task
      </AddButton>
    </div>
  )

  return (
    <PageFrame
      actions={actions}
      subtitle={
        selectedTenant
          ? `To-do list of ${selectedTenant.name}.`
          : "Every tenant's to-do list. Choose a tenant above to add tasks."
      }
      title="Tasks"
    >
      <QueryState
        empty={
          selectedTenant
            ? `No tasks for ${selectedTenant.name} yet. Add Task creates the first.`
            : 'No tasks yet. Choose a tenant in the selector above, then Add Task.'
        }
        loadingLabel="Loading tasks..."
        query={tasks}
      >
        {(list) => (
          <Table
            className="tw:min-w-[900px]"
            columns={COLUMNS}
            frameClassName="tw:rounded-xl tw:border tw:border-elev-150 tw:bg-surface"
            label="Tasks"
          >
            {list.map((task) => (
              <tr
                className={task.done ? 'tw:opacity-55' : undefined}
                data-done={task.done ? 'true' : 'false'}
                key={task.id}
              >
                <td>
                  <input
                    aria-label={`Mark ${task.title} as ${task.done ? 'not done' : 'done'}`}
                    checked={shownDone(task)}
                    className="tw:size-4 tw:cursor-pointer"
                    disabled={togglingId === task.id}
                    onChange={(event) => tick(task.id, event.target.checked)}
                    type="checkbox"
                  />
                </td>
                <td className={`tw:font-medium ${task.done ? 'tw:line-through' : ''}`}>
                  {task.title}
                </td>
                <td className="tw:max-w-80 tw:text-sm tw:text-elev-600">
                  {task.description || '—'}
                </td>
                <td>
                  <StatusBadge status={task.priority} />
                </td>
                <td className="tw:whitespace-nowrap">
                  {(task.tenantId && tenantNames.get(task.tenantId)) || '—'}
                </td>
                <td className="tw:whitespace-nowrap">{formatDate(task.createdAt)}</td>
                <td
                  className="tw:whitespace-nowrap"
                  title={task.doneDate ? formatDateTime(task.doneDate) : undefined}
                >
                  {task.doneDate ? formatDate(task.doneDate) : '—'}
                </td>
                <td>
                  <RowActions
                    onDelete={() => setDeleting(task)}
                    onEdit={() => setDialog({ editing: task })}
                    subject={task.title}
                  />
                </td>
              </tr>
            ))}
          </Table>
        )}
      </QueryState>
      <TaskDialog
        busy={create.isPending || (update.isPending && togglingId === null)}
        editing={dialog?.editing ?? null}
        onClose={() => setDialog(null)}
        onSubmit={submit}
        open={dialog !== null}
        tenantName={selectedTenant?.name}
      />
      <ConfirmDialog
        busy={remove.isPending}
        message={
          deleting && (
            <>
              Delete the task <strong>{deleting.title}</strong>? This action cannot be undone.
            </>
          )
        }
        onCancel={() => {
          if (!remove.isPending) setDeleting(null)
        }}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        open={deleting !== null}
        title="Delete Task"
      />
    </PageFrame>
  )
}
