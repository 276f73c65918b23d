'use client'
import React, { useRef } from 'react'
import type { UseFormReturn } from 'react-hook-form'

import { autoIdentifierField } from '../../../src/render/urlPattern'
import { insertAtCaret } from '../../lib/insertAtCaret'
import { STATUS_OPTIONS } from '../../lib/options'
import { fieldBinder } from '../../lib/form'
import { useAdminTenant } from '../../providers/tenant'
import { FormSection } from '../../ui/FormSection'
import type { CodeEditorHandle } from '../../ui/CodeEditor'
import { CodeEditorField } from '../../ui/CodeEditorField'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { DatasetFieldChips } from './DatasetFieldChips'
import { datasetOptions } from './datasetOptions'
import { PageFrameFields } from './PageFrameFields'
import { PANEL_SLOTS } from './PanelSelects'
import { useActivePanels, useDatasets } from './queries'
import { SyntaxHelp } from './SyntaxHelp'
import type { TemplateFormVariant } from './templateFormText'
import { TEMPLATE_FORM_TEXT } from './templateFormText'
import type { TemplateFormValues } from './templateFormValues'
import { urlPatternHint } from './urlPatternHint'
import { useUrlPatternProblem } from './useUrlPatternProblem'

type Props = {
  busy: boolean
  form: UseFormReturn<TemplateFormValues>
  /** Prefix of the inputs' ids: `${idPrefix}-name`. */
  idPrefix: string
  /** `create`: the dialog, which also chooses the tenant; `edit`: the Template Editor. */
  variant: TemplateFormVariant
}

/**
 * The template form of the create dialog and the Template Editor, on react-hook-form with the API's
 * schemas (the caller's `useForm`): name, status, dataset (its fields as chips that insert #field# or
 * {field}), URL pattern (an identifier field detected from it), index URL, content, related pages and
 * the four panels of the template's tenant. The caller owns the `<form>`, its submit and its buttons.
 */
export const TemplateFields = ({ busy, form, idPrefix, variant }: Props) => {
  const text = TEMPLATE_FORM_TEXT[variant]
  const { formState, getValues, register, setValue, watch } = form
  const { errors } = formState
  const { tenants } = useAdminTenant()
  const datasets = useDatasets()
  const tenantId = watch('tenantId')
  const panels = useActivePanels(tenantId)
  const contentRef = useRef<CodeEditorHandle | null>(null)
  const urlRef = useRef<HTMLInputElement | null>(null)
  const id = (name: string) => `${idPrefix}-${name}`
  const field = fieldBinder(form, idPrefix, busy)
  const pattern = watch('urlPattern') ?? ''
  const patternProblem = useUrlPatternProblem(pattern, watch('datasetId'))

  // A pattern with one placeholder names the identifier field; the user may still change it after.
  const applyUrlPattern = (value: string) => {
    const detected = autoIdentifierField(value)
    if (detected) setValue('identifierField', detected, { shouldDirty: true })
  }
  const urlField = register('urlPattern', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => applyUrlPattern(event.target.value),
  })

  const tenant = variant === 'create' && (
    <SelectField
      disabled={busy}
      error={errors.tenantId}
      id={id('tenant')}
      key={tenants.length}
      label="Tenant"
      options={tenants.map((item) => ({ label: item.name, value: item.id }))}
      required
      {...register('tenantId', {
        // Panels belong to a tenant: a new tenant clears the panel choices.
        onChange: () => PANEL_SLOTS.forEach((slot) => setValue(slot.key, '')),
      })}
    >
      <option value="">Select a tenant</option>
    </SelectField>
  )
  const name = (
    <TextField
      label={text.nameLabel}
      placeholder={text.namePlaceholder}
      required
      {...field('name')}
    />
  )
  const status = <SelectField label="Status" options={STATUS_OPTIONS} {...field('status')} />
  const dataset = (
    <SelectField
      // Remounted once the datasets arrive, so the form's value finds its option.
      key={datasets.isLoading ? 'loading' : 'ready'}
      label="Dataset"
      options={datasetOptions(
        datasets.data ?? [],
        tenantId,
        formState.defaultValues?.datasetId ?? '',
      )}
      {...field('datasetId', { id: 'dataset' })}
      // After the binding: also disabled while the datasets load.
      disabled={busy || datasets.isLoading}
    >
      <option value="">{datasets.isLoading ? 'Loading datasets...' : text.noDataset}</option>
    </SelectField>
  )
  const url = (
    <TextField
      className="tw:font-mono"
      disabled={busy}
      // The server's message after a save, else the pattern's problem as typed.
      error={errors.urlPattern ?? patternProblem}
      hint={urlPatternHint(pattern)}
      id={id('url')}
      label="URL Pattern"
      placeholder={text.urlPlaceholder}
      required
      {...urlField}
      ref={(element) => {
        urlField.ref(element)
        urlRef.current = element
      }}
    />
  )
  const identifier = (
    <TextField
      className="tw:font-mono"
      hint={text.identifierHint}
      label="Identifier Field"
      placeholder={text.identifierPlaceholder}
      {...field('identifierField', { id: 'identifier' })}
    />
  )
  const index = (
    <TextField
      className="tw:font-mono"
      hint={text.indexHint}
      label="Index URL"
      placeholder={text.indexPlaceholder}
      {...field('indexUrl', { id: 'index' })}
    />
  )
  const chips = (
    <DatasetFieldChips
      datasetId={watch('datasetId')}
      onContent={(token) => contentRef.current?.insert(token)}
      onUrl={(token) => {
        const next = insertAtCaret(urlRef.current, getValues('urlPattern'), token)
        setValue('urlPattern', next, { shouldDirty: true, shouldValidate: formState.isSubmitted })
        applyUrlPattern(next)
      }}
    />
  )

  return (
    <>
      {variant === 'create' ? (
        <>
          <div className="tw:grid tw:gap-4 tw:md:grid-cols-2">
            {tenant}
            {name}
            {dataset}
            {status}
          </div>
          <FormSection title="Dataset fields">{chips}</FormSection>
          <div className="tw:grid tw:gap-4 tw:md:grid-cols-2">
            {url}
            {identifier}
            {index}
          </div>
        </>
      ) : (
        <>
          <div className="tw:grid tw:gap-4 tw:xl:grid-cols-2">
            {name}
            {status}
            {dataset}
            {url}
            {index}
            {identifier}
          </div>
          <details className="tw:rounded-lg tw:border tw:border-elev-150 tw:px-4 tw:py-3">
            <summary className="tw:cursor-pointer tw:font-medium">Dataset fields</summary>
            <div className="tw:mt-3">{chips}</div>
          </details>
        </>
      )}

      <CodeEditorField
        control={form.control}
        handleRef={(handle) => {
          contentRef.current = handle
        }}
        disabled={busy}
        error={errors.content}
        hint="HTML with #field# placeholders."
        id={id('content')}
        label={text.contentLabel}
        minHeight={text.contentMinHeight}
        placeholder={text.contentPlaceholder}
        name="content"
      />

      <SyntaxHelp />

      <PageFrameFields
        busy={busy}
        form={form}
        idPrefix={idPrefix}
        panels={panels}
        tenantChosen={Boolean(tenantId)}
      />
    </>
  )
}
