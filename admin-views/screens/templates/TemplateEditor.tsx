'use client'
import { Button } from '@payloadcms/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import React, { useEffect, useState } from 'react'
import type { Path } from 'react-hook-form'

import type { PreviewLinkReply } from '../../../src/schemas/pages'
import type { TemplateDraftReply, TemplateReply } from '../../../src/schemas/templates'
import { updateTemplateSchema } from '../../../src/schemas/templates'
import { api, errorMessage } from '../../lib/api'
import { useSchemaForm } from '../../lib/form'
import { formatDateTime } from '../../lib/format'
import { notify, notifyError } from '../../lib/toast'
import { ActionBar } from '../../ui/ActionBar'
import { StatusBadge } from '../../ui/Badge'
import { Loading } from '../../ui/Card'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { SubmitButton } from '../../ui/SubmitButton'
import { invalidateTemplates } from './cache'
import { DraftSummary } from './DraftSummary'
import { draftBody, isDraftable, workingValues } from './templateDraft'
import { TemplateFields } from './TemplateFields'
import type { TemplateFormValues } from './templateFormValues'

type Props = {
  onDelete: () => void
  /** Told whether the form has changes not saved (the screen asks before they are lost). */
  onDirtyChange: (dirty: boolean) => void
  template: TemplateReply
  tenantName?: string
}

/**
 * The Template Editor: every field of one template. Publish changes saves them all with
 * PUT /api/templates/:id and the template's pages change at once; Save draft keeps the URL pattern,
 * content and panels as a draft (PUT /api/templates/:id/draft) that Preview shows on a record's page
 * and the summary above the buttons measures (pages changed, URLs moved); Discard draft drops it.
 * Name, dataset, status and related pages have no draft: they go live with Publish changes.
 */
export const TemplateEditor = (props: Props) => {
  const { template } = props
  const draft = useQuery<TemplateDraftReply>({
    enabled: template.hasUnpublishedChanges,
    queryKey: [`/api/templates/${template.id}/draft`],
  })
  if (template.hasUnpublishedChanges && !draft.data) {
    if (draft.isError)
      return (
        <p className="tw:m-0" role="alert">
          Failed to load the template&apos;s draft. {errorMessage(draft.error, '')}
        </p>
      )
    return <Loading label="Loading the draft..." />
  }
  return <EditorForm {...props} draft={template.hasUnpublishedChanges ? draft.data : undefined} />
}

const EditorForm = ({
  draft,
  onDelete,
  onDirtyChange,
  template,
  tenantName,
}: Props & { draft: TemplateDraftReply | undefined }) => {
  const queryClient = useQueryClient()
  const server = workingValues(template, draft)
  const form = useSchemaForm<TemplateFormValues>(updateTemplateSchema, server)
  const { formState, getValues, handleSubmit, reset, setValue } = form
  const [asking, setAsking] = useState(false)

  // Another template, or this one or its draft saved: the form shows what the server holds.
  useEffect(() => {
    reset(workingValues(template, draft))
  }, [reset, template.id, template.updatedAt, draft?.savedAt, draft?.hasUnpublishedChanges])

  const { isDirty } = formState
  useEffect(() => {
    onDirtyChange(isDirty)
  }, [isDirty, onDirtyChange])
  useEffect(() => () => onDirtyChange(false), [onDirtyChange])

  const failed = (title: string, fallback: string) => (error: unknown) =>
    notifyError(title, errorMessage(error, fallback))
  const at = (path = '') => `/api/templates/${template.id}${path}`

  /**
   * The draft as saved: the form shows it, and what was typed into the fields a draft does not hold
   * stays typed (and unsaved).
   */
  const showDraft = (saved: TemplateDraftReply) => {
    const current = getValues()
    const kept = (Object.keys(formState.dirtyFields) as (keyof TemplateFormValues)[]).filter(
      (field) => !isDraftable(field),
    )
    reset(workingValues(template, saved))
    for (const field of kept)
      setValue(field as Path<TemplateFormValues>, current[field], { shouldDirty: true })
    queryClient.setQueryData([at('/draft')], saved)
  }

  const publish = useMutation({
    mutationFn: (values: Partial<TemplateFormValues>) =>
      api<TemplateReply>(at(), { body: values, method: 'PUT' }),
    onError: failed('Not Published', 'Failed to publish the template. Please try again.'),
    onSuccess: async (saved) => {
      // Published: the form holds what the server does, and leaving no longer asks.
      reset(workingValues(saved, undefined))
      notify({
        description: `${saved.name}: its pages show the changes now.`,
        title: 'Changes Published',
      })
      await invalidateTemplates(queryClient)
    },
  })

  const saveDraft = useMutation({
    mutationFn: () =>
      api<TemplateDraftReply>(at('/draft'), { body: draftBody(getValues()), method: 'PUT' }),
    onError: failed('Draft Not Saved', 'Failed to save the draft. Please try again.'),
    onSuccess: async (saved) => {
      showDraft(saved)
      notify({
        description: saved.hasUnpublishedChanges
          ? 'The live pages are unchanged until you publish.'
          : 'It matches the live template: there is nothing to publish.',
        title: 'Draft Saved',
      })
      await invalidateTemplates(queryClient)
    },
  })

  const discard = useMutation({
    mutationFn: () => api<TemplateReply>(at('/draft'), { method: 'DELETE' }),
    onError: failed('Draft Not Discarded', 'Failed to discard the draft. Please try again.'),
    onSuccess: async (saved) => {
      setAsking(false)
      reset(workingValues(saved, undefined))
      notify({ description: 'The editor shows the live template again.', title: 'Draft Discarded' })
      await invalidateTemplates(queryClient)
    },
  })

  // The draftable fields saved as a draft first when changed (a preview shows what the server holds),
  // then the link opens in a new tab.
  const preview = useMutation({
    mutationFn: async () => {
      const changed = Object.keys(formState.dirtyFields).some(isDraftable)
      const saved = changed
        ? await api<TemplateDraftReply>(at('/draft'), {
            body: draftBody(getValues()),
            method: 'PUT',
          })
        : null
      const link = await api<PreviewLinkReply>(at('/preview-link'), { body: {}, method: 'POST' })
      return { link, saved }
    },
    onError: failed('Preview Failed', 'Failed to open the preview. Please try again.'),
    onSuccess: async ({ link, saved }) => {
      const tab = window.open(link.url, '_blank')
      if (tab) tab.opener = null
      if (saved) showDraft(saved)
      if (tab)
        notify({
          description: 'The first page of the template opened in a new tab.',
          title: 'Preview Opened',
        })
      else notifyError('Preview Blocked', 'Allow pop-ups for the admin to open the preview.')
      if (saved) await invalidateTemplates(queryClient)
    },
  })

  const busy = [publish, saveDraft, discard, preview].some((call) => call.isPending)

  return (
    <form
      aria-label="Template Editor"
      className="tw:flex tw:flex-col tw:gap-5"
      noValidate
      onSubmit={handleSubmit((values) => publish.mutate(values))}
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

      {draft?.hasUnpublishedChanges && (
        <DraftSummary draft={draft} id={`template-${template.id}-draft`} />
      )}

      <ActionBar>
        <Button buttonStyle="error" disabled={busy} margin={false} onClick={onDelete} size="medium">
          Delete
        </Button>
        <Button
          buttonStyle="secondary"
          disabled={busy || !formState.isDirty}
          margin={false}
          onClick={() => reset(workingValues(template, draft))}
          size="medium"
        >
          Discard changes
        </Button>
        <Button
          buttonStyle="secondary"
          disabled={busy}
          margin={false}
          onClick={() => preview.mutate()}
          size="medium"
        >
          Preview
        </Button>
        {draft?.hasUnpublishedChanges && (
          <Button
            buttonStyle="secondary"
            disabled={busy}
            margin={false}
            onClick={() => setAsking(true)}
            size="medium"
          >
            Discard draft
          </Button>
        )}
        <Button
          buttonStyle="secondary"
          disabled={busy}
          margin={false}
          onClick={() => void handleSubmit(() => saveDraft.mutate())()}
          size="medium"
        >
          Save draft
        </Button>
        <SubmitButton disabled={busy}>
          {publish.isPending ? 'Publishing...' : 'Publish changes'}
        </SubmitButton>
      </ActionBar>

      <ConfirmDialog
        busy={discard.isPending}
        busyLabel="Discarding..."
        confirmLabel="Discard draft"
        message={
          <>
            Drop the changes of <strong>{template.name}</strong> not yet published? The editor shows
            the live template again.
          </>
        }
        onCancel={() => setAsking(false)}
        onConfirm={() => discard.mutate()}
        open={asking}
        title="Discard Draft"
      />
    </form>
  )
}
