'use client'
import React, { useEffect, useId } from 'react'

import type { TaskReply } from '../../../src/schemas/tasks'
import { createTaskSchema } from '../../../src/schemas/tasks'
import { fieldBinder, useSchemaForm } from '../../lib/form'
import { createEditTexts, FormDialog } from '../../ui/FormDialog'
import { SelectField } from '../../ui/SelectField'
import { TextAreaField } from '../../ui/TextAreaField'
import { TextField } from '../../ui/TextField'

export type TaskValues = { description: string; priority: 'high' | 'low' | 'medium'; title: string }

const EMPTY: TaskValues = { description: '', priority: 'medium', title: '' }

const PRIORITY_OPTIONS = [
  { label: 'High', value: 'high' },
  { label: 'Medium', value: 'medium' },
  { label: 'Low', value: 'low' },
]

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
  const form = useSchemaForm<TaskValues>(taskFormSchema, EMPTY)
  const field = fieldBinder(form, formId)

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

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      {...createEditTexts(Boolean(editing), {
        create: 'Create Task',
        createTitle: 'Add Task',
        edit: 'Edit Task',
      })}
      busy={busy}
      description={!editing && tenantName ? `A task for ${tenantName}.` : undefined}
      formId={formId}
      onClose={onClose}
      onSubmit={submit}
      open={open}
      size="sm"
    >
      <TextField label="Title" placeholder="Write the about page" required {...field('title')} />
      <TextAreaField label="Description" rows={3} {...field('description')} />
      <SelectField label="Priority" options={PRIORITY_OPTIONS} {...field('priority')} />
    </FormDialog>
  )
}
