'use client'
import { Button } from '@payloadcms/ui'
import React, { useEffect, useId } from 'react'
import { useForm } from 'react-hook-form'

import type { TaskReply } from '../../../endpoints/schemas/tasks'
import { createTaskSchema } from '../../../endpoints/schemas/tasks'
import { schemaResolver } from '../../lib/form'
import { Dialog } from '../../ui/Dialog'
import { Field } from '../../ui/Field'

export type TaskValues = { description: string; priority: 'high' | 'low' | 'medium'; title: string }

const EMPTY: TaskValues = { description: '', priority: 'medium', title: '' }

// The form has no tenant: the one chosen in the header is added when creating.
const taskFormSchema = createTaskSchema.omit({ tenantId: true })

type Props = {
  busy: boolean
  /** Set: edit this task; `null`: add a new one. */
  editing: null | TaskReply
  onClose: () => void
  onSubmit: (values: TaskValues) => Promise<boolean>
  open: boolean
  tenantName?: string
}

/** Add Task / Edit Task: title (required), description, priority high, medium or low (default medium). */
export const TaskDialog = ({ busy, editing, onClose, onSubmit, open, tenantName }: Props) => {
  const formId = useId()
  const form = useForm<TaskValues>({
    defaultValues: EMPTY,
    resolver: schemaResolver<TaskValues>(taskFormSchema),
  })
  const { errors } = form.formState

  useEffect(() => {
    if (!open) return
    form.reset(
      editing
        ? {
            description: editing.description ?? '',
            priority: editing.priority,
            title: editing.title,
          }
        : EMPTY,
    )
  }, [editing, form, open])

  const submit = form.handleSubmit(async (values) => {
    if (await onSubmit(values)) form.reset(EMPTY)
  })
  const close = () => {
    if (!busy) onClose()
  }

  return (
    <Dialog
      description={!editing && tenantName ? `A task for ${tenantName}.` : undefined}
      footer={
        <>
          <Button
            buttonStyle="secondary"
            disabled={busy}
            margin={false}
            onClick={close}
            size="medium"
          >
            Cancel
          </Button>
          <Button
            buttonStyle="primary"
            disabled={busy}
            extraButtonProps={{ form: formId }}
            margin={false}
            size="medium"
            type="submit"
          >
            {editing ? (busy ? 'Saving...' : 'Save Changes') : busy ? 'Creating...' : 'Create Task'}
          </Button>
        </>
      }
      onClose={close}
      open={open}
      size="sm"
      title={editing ? 'Edit Task' : 'Add Task'}
    >
      <form className="tw:flex tw:flex-col tw:gap-4" id={formId} noValidate onSubmit={submit}>
        <Field error={errors.title} htmlFor={`${formId}-title`} label="Title" required>
          <input
            aria-invalid={errors.title ? 'true' : undefined}
            className="sg-input"
            id={`${formId}-title`}
            placeholder="Write the about page"
            {...form.register('title')}
          />
        </Field>
        <Field error={errors.description} htmlFor={`${formId}-description`} label="Description">
          <textarea
            className="sg-textarea"
            id={`${formId}-description`}
            rows={3}
            {...form.register('description')}
          />
        </Field>
        <Field error={errors.priority} htmlFor={`${formId}-priority`} label="Priority">
          <select className="sg-select" id={`${formId}-priority`} {...form.register('priority')}>
            <option value="high">High</option>
            <option value="medium">Medium</option>
            <option value="low">Low</option>
          </select>
        </Field>
      </form>
    </Dialog>
  )
}
