'use client'
import { Button } from '@payloadcms/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React, { useEffect, useId, useRef } from 'react'
import { useForm } from 'react-hook-form'

import type { TemplateReply } from '../../../endpoints/schemas/templates'
import { createTemplateSchema, RELATED_PAGES_TITLE } from '../../../endpoints/schemas/templates'
import { autoIdentifierField } from '../../../src/render/urlPattern'
import { api, errorMessage } from '../../lib/api'
import { schemaResolver } from '../../lib/form'
import { notify, notifyError } from '../../lib/toast'
import { useAdminTenant } from '../../providers/tenant'
import { Dialog } from '../../ui/Dialog'
import { Field } from '../../ui/Field'
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

export type TemplateFormValues = {
  bottomPanelId: string
  content: string
  datasetId: string
  identifierField: string
  indexUrl: string
  leftPanelId: string
  name: string
  relatedPagesCount: number
  relatedPagesTitle: string
  rightPanelId: string
  showRelatedPages: boolean
  status: 'active' | 'draft' | 'inactive'
  tenantId: string
  topPanelId: string
  urlPattern: string
}

const emptyValues = (tenantId: null | string, datasetId?: string): TemplateFormValues => ({
  bottomPanelId: '',
  content: '',
  datasetId: datasetId ?? '',
  identifierField: '',
  indexUrl: '',
  leftPanelId: '',
  name: '',
  relatedPagesCount: 3,
  relatedPagesTitle: RELATED_PAGES_TITLE,
  rightPanelId: '',
  showRelatedPages: false,
  status: 'draft',
  tenantId: tenantId ?? '',
  topPanelId: '',
  urlPattern: '',
})

/**
 * Create New Template (spec admin-core §2, §5, §7): used by Dynamic pages, the dashboard's Design Template
 * and the Datasets screen. The tenant defaults to the header's, the dataset to `datasetId`.
 */
export const CreateTemplateDialog = ({
  datasetId,
  onClose,
  open,
}: {
  datasetId?: string
  onClose: () => void
  open: boolean
}) => {
  const { selectedTenantId, tenants } = useAdminTenant()
  const queryClient = useQueryClient()
  const datasets = useDatasets()
  const formId = useId()
  const contentRef = useRef<HTMLTextAreaElement | null>(null)
  const urlRef = useRef<HTMLInputElement | null>(null)

  const form = useForm<TemplateFormValues>({
    defaultValues: emptyValues(selectedTenantId, datasetId),
    resolver: schemaResolver<TemplateFormValues>(createTemplateSchema),
  })
  const { formState, getValues, handleSubmit, register, reset, setValue, watch } = form
  const errors = formState.errors

  // Each opening starts from the current header tenant and the caller's dataset.
  useEffect(() => {
    if (open) reset(emptyValues(selectedTenantId, datasetId))
  }, [open])

  // The header's tenant may be restored after the dialog opened (?create=1 on load): fill a blank tenant.
  useEffect(() => {
    if (open && selectedTenantId && !getValues('tenantId')) setValue('tenantId', selectedTenantId)
  }, [getValues, open, selectedTenantId, setValue])

  const tenantId = watch('tenantId')
  const chosenDataset = watch('datasetId')
  const urlPattern = watch('urlPattern')
  const showRelated = watch('showRelatedPages')
  const panelValues = watch(['topPanelId', 'bottomPanelId', 'leftPanelId', 'rightPanelId'])
  const panels = useActivePanels(open ? tenantId : null)

  const create = useMutation({
    mutationFn: (values: TemplateFormValues) =>
      api<TemplateReply>('/api/templates', { body: values, method: 'POST' }),
    onError: (error) =>
      notifyError('Error creating template', errorMessage(error, 'Failed to create template')),
    onSuccess: async () => {
      notify({ title: 'Template created' })
      await invalidateTemplates(queryClient)
      reset(emptyValues(selectedTenantId, datasetId))
      onClose()
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
  const tenantField = register('tenantId', {
    // Panels belong to a tenant: a new tenant clears the panel choices.
    onChange: () =>
      (['topPanelId', 'bottomPanelId', 'leftPanelId', 'rightPanelId'] as const).forEach((key) =>
        setValue(key, ''),
      ),
  })
  const busy = create.isPending
  const close = () => {
    if (!busy) onClose()
  }

  return (
    <Dialog
      description="Turn the records of a dataset into pages of a tenant."
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
            {busy ? 'Creating...' : 'Create Template'}
          </Button>
        </>
      }
      onClose={close}
      open={open}
      size="xl"
      title="Create New Template"
    >
      <form
        className="tw:flex tw:flex-col tw:gap-5"
        id={formId}
        noValidate
        onSubmit={handleSubmit((values) => create.mutate(values))}
      >
        <div className="tw:grid tw:gap-4 tw:md:grid-cols-2">
          <Field error={errors.tenantId} htmlFor={`${formId}-tenant`} label="Tenant" required>
            <select
              aria-invalid={Boolean(errors.tenantId)}
              className="sg-select"
              disabled={busy}
              id={`${formId}-tenant`}
              key={tenants.length}
              {...tenantField}
            >
              <option value="">Select a tenant</option>
              {tenants.map((tenant) => (
                <option key={tenant.id} value={tenant.id}>
                  {tenant.name}
                </option>
              ))}
            </select>
          </Field>
          <Field error={errors.name} htmlFor={`${formId}-name`} label="Template Name" required>
            <input
              aria-invalid={Boolean(errors.name)}
              className="sg-input"
              disabled={busy}
              id={`${formId}-name`}
              placeholder="Instrument guide"
              {...register('name')}
            />
          </Field>
          <Field error={errors.datasetId} htmlFor={`${formId}-dataset`} label="Dataset">
            <select
              className="sg-select"
              disabled={busy || datasets.isLoading}
              id={`${formId}-dataset`}
              key={datasets.isLoading ? 'loading' : 'ready'}
              {...register('datasetId')}
            >
              <option value="">
                {datasets.isLoading ? 'Loading datasets...' : 'Select a dataset'}
              </option>
              {(datasets.data ?? []).map((dataset) => (
                <option key={dataset.id} value={dataset.id}>
                  {dataset.name}
                </option>
              ))}
            </select>
          </Field>
          <Field error={errors.status} htmlFor={`${formId}-status`} label="Status">
            <select
              className="sg-select"
              disabled={busy}
              id={`${formId}-status`}
              {...register('status')}
            >
              <option value="draft">Draft</option>
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </select>
          </Field>
        </div>

        <section className="tw:flex tw:flex-col tw:gap-2 tw:rounded-lg tw:border tw:border-elev-150 tw:p-4">
          <h3 className="tw:m-0 tw:text-base tw:font-semibold">Dataset fields</h3>
          <DatasetFieldChips
            datasetId={chosenDataset}
            onContent={(token) =>
              setValue('content', insertAtCaret(contentRef.current, getValues('content'), token), {
                shouldDirty: true,
              })
            }
            onUrl={(token) => {
              const next = insertAtCaret(urlRef.current, getValues('urlPattern'), token)
              setValue('urlPattern', next, {
                shouldDirty: true,
                shouldValidate: formState.isSubmitted,
              })
              applyUrlPattern(next)
            }}
          />
        </section>

        <div className="tw:grid tw:gap-4 tw:md:grid-cols-2">
          <Field
            error={errors.urlPattern}
            hint={urlPatternHint(urlPattern)}
            htmlFor={`${formId}-url`}
            label="URL Pattern"
            required
          >
            <input
              aria-invalid={Boolean(errors.urlPattern)}
              className="sg-input tw:font-mono"
              disabled={busy}
              id={`${formId}-url`}
              placeholder="/instrument/{name}"
              {...urlField}
              ref={(element) => {
                urlField.ref(element)
                urlRef.current = element
              }}
            />
          </Field>
          <Field
            error={errors.identifierField}
            hint="Optional: detected automatically when the URL pattern has one placeholder."
            htmlFor={`${formId}-identifier`}
            label="Identifier Field"
          >
            <input
              className="sg-input tw:font-mono"
              disabled={busy}
              id={`${formId}-identifier`}
              placeholder="name"
              {...register('identifierField')}
            />
          </Field>
          <Field
            error={errors.indexUrl}
            hint="Optional: the page listing every page of this template."
            htmlFor={`${formId}-index`}
            label="Index URL"
          >
            <input
              className="sg-input tw:font-mono"
              disabled={busy}
              id={`${formId}-index`}
              placeholder="/instruments"
              {...register('indexUrl')}
            />
          </Field>
        </div>

        <Field
          error={errors.content}
          hint="HTML with #field# placeholders."
          htmlFor={`${formId}-content`}
          label="Template Content"
        >
          <textarea
            className="sg-textarea tw:min-h-56 tw:font-mono tw:text-sm"
            disabled={busy}
            id={`${formId}-content`}
            placeholder={'<h1>#label#</h1>\n<p>#description#</p>'}
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
            id={`${formId}-related`}
            label="Show Related Pages"
            {...register('showRelatedPages')}
          />
          {showRelated && (
            <div className="tw:grid tw:gap-4 tw:md:grid-cols-2">
              <Field
                error={errors.relatedPagesCount}
                hint="1 to 20"
                htmlFor={`${formId}-count`}
                label="Number of Related Pages"
              >
                <input
                  aria-invalid={Boolean(errors.relatedPagesCount)}
                  className="sg-input"
                  disabled={busy}
                  id={`${formId}-count`}
                  max={20}
                  min={1}
                  type="number"
                  {...register('relatedPagesCount', { valueAsNumber: true })}
                />
              </Field>
              <Field
                error={errors.relatedPagesTitle}
                htmlFor={`${formId}-related-title`}
                label="Related Pages Title"
              >
                <input
                  className="sg-input"
                  disabled={busy}
                  id={`${formId}-related-title`}
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
            idPrefix={formId}
            loading={panels.isLoading}
            panels={panels.data ?? []}
            register={(key: PanelSlotKey) => register(key)}
            tenantChosen={Boolean(tenantId)}
            values={{
              bottomPanelId: panelValues[1],
              leftPanelId: panelValues[2],
              rightPanelId: panelValues[3],
              topPanelId: panelValues[0],
            }}
          />
        </section>
      </form>
    </Dialog>
  )
}
