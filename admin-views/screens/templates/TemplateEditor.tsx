'use client'
import { Button } from '@payloadcms/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React, { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'

import type { TemplateReply } from '../../../endpoints/schemas/templates'
import { RELATED_PAGES_TITLE, updateTemplateSchema } from '../../../endpoints/schemas/templates'
import { autoIdentifierField } from '../../../src/render/urlPattern'
import { api, errorMessage } from '../../lib/api'
import { schemaResolver } from '../../lib/form'
import { formatDateTime } from '../../lib/format'
import { notify, notifyError } from '../../lib/toast'
import { StatusBadge } from '../../ui/Badge'
import { Field } from '../../ui/Field'
import type { TemplateFormValues } from './CreateTemplateDialog'
import {
  DatasetFieldChips,
  insertAtCaret,
  invalidateTemplates,
  PanelSelects,
  type PanelSlotKey,
  Switch,
  SyntaxHelp,
  urlPatternHint,
  useActivePanels,
  useDatasets,
} from './shared'

type EditorValues = Omit<TemplateFormValues, 'tenantId'>

const toValues = (template: TemplateReply): EditorValues => ({
  bottomPanelId: template.bottomPanelId ?? '',
  content: template.content ?? '',
  datasetId: template.datasetId ?? '',
  identifierField: template.identifierField ?? '',
  indexUrl: template.indexUrl ?? '',
  leftPanelId: template.leftPanelId ?? '',
  name: template.name,
  relatedPagesCount: template.relatedPagesCount,
  relatedPagesTitle: template.relatedPagesTitle || RELATED_PAGES_TITLE,
  rightPanelId: template.rightPanelId ?? '',
  showRelatedPages: template.showRelatedPages,
  status: template.status,
  topPanelId: template.topPanelId ?? '',
  urlPattern: template.urlPattern,
})

type Props = {
  onDelete: () => void
  template: TemplateReply
  tenantName?: string
}

/** The Template Editor: every field of one template, saved with PUT /api/templates/:id. */
export const TemplateEditor = ({ onDelete, template, tenantName }: Props) => {
  const queryClient = useQueryClient()
  const datasets = useDatasets()
  const panels = useActivePanels(template.tenantId)
  const contentRef = useRef<HTMLTextAreaElement | null>(null)
  const urlRef = useRef<HTMLInputElement | null>(null)
  const idPrefix = `template-${template.id}`

  const form = useForm<EditorValues>({
    defaultValues: toValues(template),
    resolver: schemaResolver<EditorValues>(updateTemplateSchema),
  })
  const { formState, getValues, handleSubmit, register, reset, setValue, watch } = form
  const errors = formState.errors

  // Another template, or this one saved: the form shows what the server holds.
  useEffect(() => {
    reset(toValues(template))
  }, [reset, template.id, template.updatedAt])

  const save = useMutation({
    mutationFn: (values: EditorValues) =>
      api<TemplateReply>(`/api/templates/${template.id}`, { body: values, method: 'PUT' }),
    onError: (error) =>
      notifyError(
        'Error saving template',
        errorMessage(error, 'Failed to save the template. Please try again.'),
      ),
    onSuccess: async (saved) => {
      notify({ description: `${saved.name} was saved.`, title: 'Template saved' })
      await invalidateTemplates(queryClient)
    },
  })

  const applyUrlPattern = (value: string) => {
    const detected = autoIdentifierField(value)
    if (detected) setValue('identifierField', detected, { shouldDirty: true })
  }
  const urlField = register('urlPattern', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => applyUrlPattern(event.target.value),
  })
  const contentField = register('content')
  const urlPattern = watch('urlPattern')
  const showRelated = watch('showRelatedPages')
  const datasetId = watch('datasetId')
  const panelValues = watch(['topPanelId', 'bottomPanelId', 'leftPanelId', 'rightPanelId'])
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

      <div className="tw:grid tw:gap-4 tw:xl:grid-cols-2">
        <Field error={errors.name} htmlFor={`${idPrefix}-name`} label="Name" required>
          <input
            aria-invalid={Boolean(errors.name)}
            className="sg-input"
            disabled={busy}
            id={`${idPrefix}-name`}
            {...register('name')}
          />
        </Field>
        <Field error={errors.status} htmlFor={`${idPrefix}-status`} label="Status">
          <select
            className="sg-select"
            disabled={busy}
            id={`${idPrefix}-status`}
            {...register('status')}
          >
            <option value="draft">Draft</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </select>
        </Field>
        <Field error={errors.datasetId} htmlFor={`${idPrefix}-dataset`} label="Dataset">
          <select
            className="sg-select"
            disabled={busy || datasets.isLoading}
            id={`${idPrefix}-dataset`}
            key={datasets.isLoading ? 'loading' : 'ready'}
            {...register('datasetId')}
          >
            <option value="">{datasets.isLoading ? 'Loading datasets...' : 'No dataset'}</option>
            {(datasets.data ?? []).map((dataset) => (
              <option key={dataset.id} value={dataset.id}>
                {dataset.name}
              </option>
            ))}
          </select>
        </Field>
        <Field
          error={errors.urlPattern}
          hint={urlPatternHint(urlPattern ?? '')}
          htmlFor={`${idPrefix}-url`}
          label="URL Pattern"
          required
        >
          <input
            aria-invalid={Boolean(errors.urlPattern)}
            className="sg-input tw:font-mono"
            disabled={busy}
            id={`${idPrefix}-url`}
            {...urlField}
            ref={(element) => {
              urlField.ref(element)
              urlRef.current = element
            }}
          />
        </Field>
        <Field
          error={errors.indexUrl}
          hint="Optional"
          htmlFor={`${idPrefix}-index`}
          label="Index URL"
        >
          <input
            className="sg-input tw:font-mono"
            disabled={busy}
            id={`${idPrefix}-index`}
            {...register('indexUrl')}
          />
        </Field>
        <Field
          error={errors.identifierField}
          hint="Optional: detected when the URL pattern has one placeholder."
          htmlFor={`${idPrefix}-identifier`}
          label="Identifier Field"
        >
          <input
            className="sg-input tw:font-mono"
            disabled={busy}
            id={`${idPrefix}-identifier`}
            {...register('identifierField')}
          />
        </Field>
      </div>

      <details className="tw:rounded-lg tw:border tw:border-elev-150 tw:px-4 tw:py-3">
        <summary className="tw:cursor-pointer tw:font-medium">Dataset fields</summary>
        <div className="tw:mt-3">
          <DatasetFieldChips
            datasetId={datasetId}
            onContent={(token) =>
              setValue('content', insertAtCaret(contentRef.current, getValues('content'), token), {
                shouldDirty: true,
              })
            }
            onUrl={(token) => {
              const next = insertAtCaret(urlRef.current, getValues('urlPattern'), token)
              setValue('urlPattern', next, { shouldDirty: true })
              applyUrlPattern(next)
            }}
          />
        </div>
      </details>

      <Field
        error={errors.content}
        hint="HTML with #field# placeholders."
        htmlFor={`${idPrefix}-content`}
        label="Content"
      >
        <textarea
          className="sg-textarea tw:min-h-80 tw:font-mono tw:text-sm"
          disabled={busy}
          id={`${idPrefix}-content`}
          spellCheck={false}
          {...contentField}
          ref={(element) => {
            contentField.ref(element)
            contentRef.current = element
          }}
        />
      </Field>

      <SyntaxHelp />

      <section className="tw:flex tw:flex-col tw:gap-3 tw:rounded-lg tw:border tw:border-elev-150 tw:p-4">
        <Switch
          disabled={busy}
          id={`${idPrefix}-related`}
          label="Show Related Pages"
          {...register('showRelatedPages')}
        />
        {showRelated && (
          <div className="tw:grid tw:gap-4 tw:md:grid-cols-2">
            <Field
              error={errors.relatedPagesCount}
              hint="1 to 20"
              htmlFor={`${idPrefix}-count`}
              label="Number of Related Pages"
            >
              <input
                aria-invalid={Boolean(errors.relatedPagesCount)}
                className="sg-input"
                disabled={busy}
                id={`${idPrefix}-count`}
                max={20}
                min={1}
                type="number"
                {...register('relatedPagesCount', { valueAsNumber: true })}
              />
            </Field>
            <Field
              error={errors.relatedPagesTitle}
              htmlFor={`${idPrefix}-related-title`}
              label="Related Pages Title"
            >
              <input
                className="sg-input"
                disabled={busy}
                id={`${idPrefix}-related-title`}
                {...register('relatedPagesTitle')}
              />
            </Field>
          </div>
        )}
      </section>

      <section className="tw:flex tw:flex-col tw:gap-3 tw:rounded-lg tw:border tw:border-elev-150 tw:p-4">
        <h3 className="tw:m-0 tw:text-base tw:font-semibold">Panel Assignments</h3>
        <PanelSelects
          disabled={busy}
          idPrefix={idPrefix}
          loading={panels.isLoading}
          panels={panels.data ?? []}
          register={(key: PanelSlotKey) => register(key)}
          tenantChosen={Boolean(template.tenantId)}
          values={{
            bottomPanelId: panelValues[1],
            leftPanelId: panelValues[2],
            rightPanelId: panelValues[3],
            topPanelId: panelValues[0],
          }}
        />
      </section>

      <div className="tw:flex tw:flex-wrap tw:justify-end tw:gap-2 tw:border-t tw:border-elev-100 tw:pt-4">
        <Button buttonStyle="error" disabled={busy} margin={false} onClick={onDelete} size="medium">
          Delete
        </Button>
        <Button
          buttonStyle="secondary"
          disabled={busy || !formState.isDirty}
          margin={false}
          onClick={() => reset(toValues(template))}
          size="medium"
        >
          Discard changes
        </Button>
        <Button buttonStyle="primary" disabled={busy} margin={false} size="medium" type="submit">
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  )
}
