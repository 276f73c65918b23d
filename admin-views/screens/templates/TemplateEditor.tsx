'use client'
import { Button } from '@payloadcms/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React, { useEffect } from 'react'

import type { TemplateReply } from '../../../src/schemas/templates'
import { updateTemplateSchema } from '../../../src/schemas/templates'
import { api, errorMessage } from '../../lib/api'
import { useSchemaForm } from '../../lib/form'
import { formatDateTime } from '../../lib/format'
import { notify, notifyError } from '../../lib/toast'
import { ActionBar } from '../../ui/ActionBar'
import { StatusBadge } from '../../ui/Badge'
import { SubmitButton } from '../../ui/SubmitButton'
import { invalidateTemplates } from './cache'
import { TemplateFields } from './TemplateFields'
import type { TemplateFormValues } from './templateFormValues'
import { templateValues } from './templateFormValues'

type Props = {
  onDelete: () => void
  /** Told whether the form has changes not saved (the screen asks before they are lost). */
  onDirtyChange: (dirty: boolean) => void
  template: TemplateReply
  tenantName?: string
}

/**
 * The Template Editor: every field of one template, saved with PUT /api/templates/:id (the update schema
 * leaves the tenant out: a template stays with its tenant).
 */
export const TemplateEditor = ({ onDelete, onDirtyChange, template, tenantName }: Props) => {
  const queryClient = useQueryClient()
  const form = useSchemaForm<TemplateFormValues>(updateTemplateSchema, templateValues(template))
  const { formState, handleSubmit, reset } = form

  // Another template, or this one saved: the form shows what the server holds.
  useEffect(() => {
    reset(templateValues(template))
  }, [reset, template.id, template.updatedAt])

  const { isDirty } = formState
  useEffect(() => {
    onDirtyChange(isDirty)
  }, [isDirty, onDirtyChange])
  useEffect(() => () => onDirtyChange(false), [onDirtyChange])

  const save = useMutation({
    mutationFn: (values: Partial<TemplateFormValues>) =>
      api<TemplateReply>(`/api/templates/${template.id}`, { body: values, method: 'PUT' }),
    onError: (error) =>
      notifyError(
        'Error saving template',
        errorMessage(error, 'Failed to save the template. Please try again.'),
      ),
    onSuccess: async (saved) => {
      // Saved: the form holds what the server does, and leaving no longer asks.
      reset(templateValues(saved))
      notify({ description: `${saved.name} was saved.`, title: 'Template saved' })
      await invalidateTemplates(queryClient)
    },
  })
  const busy = save.isPending

  return (
    <form
      aria-label="Template Editor"
      className="tw:flex tw:flex-col tw:gap-5"
      noValidate
      onSubmit={handleSubmit((values) => save.mutate(values))}
    >
      <div className="tw:flex tw:flex-wrap tw:items-start tw:justify-between tw:gap-3">
        <div className="tw:min-w-0">
          <h2 className="tw:m-0 tw:text-xl tw:font-semibold">Template Editor</h2>
          <p className="tw:mt-1 tw:mb-0 tw:text-sm tw:text-elev-500">
            {tenantName ? `${tenantName} · ` : ''}Last updated {formatDateTime(template.updatedAt)}
          </p>
        </div>
        <StatusBadge status={template.status} />
      </div>

      <TemplateFields busy={busy} form={form} idPrefix={`template-${template.id}`} variant="edit" />

      <ActionBar>
        <Button buttonStyle="error" disabled={busy} margin={false} onClick={onDelete} size="medium">
          Delete
        </Button>
        <Button
          buttonStyle="secondary"
          disabled={busy || !formState.isDirty}
          margin={false}
          onClick={() => reset(templateValues(template))}
          size="medium"
        >
          Discard changes
        </Button>
        <SubmitButton disabled={busy}>{busy ? 'Saving...' : 'Save'}</SubmitButton>
      </ActionBar>
    </form>
  )
}
