'use client'
import React from 'react'
import type { UseFormReturn } from 'react-hook-form'

import type { PanelReply } from '../../../src/schemas/panels'
import { fieldBinder } from '../../lib/form'
import { FormSection } from '../../ui/FormSection'
import { NumberField } from '../../ui/NumberField'
import { Switch } from '../../ui/Switch'
import { TextField } from '../../ui/TextField'
import type { PageFrameValues } from './pageFrame'
import { PANEL_SLOTS, PanelSelects } from './PanelSelects'

type Props<V extends PageFrameValues> = {
  busy: boolean
  form: UseFormReturn<V>
  /** Prefix of the inputs' ids, the form's own: `${idPrefix}-related`, `${idPrefix}-count`. */
  idPrefix: string
  /** The tenant's panels as they load. */
  panels: { data?: PanelReply[]; isLoading: boolean }
  relatedTitlePlaceholder?: string
  tenantChosen: boolean
}

/**
 * The last sections of the page type and template forms, what frames their pages: related pages (count
 * and title once switched on) and the four panel assignments.
 */
export const PageFrameFields = <V extends PageFrameValues>({
  busy,
  form: anyForm,
  idPrefix,
  panels,
  relatedTitlePlaceholder,
  tenantChosen,
}: Props<V>) => {
  // The caller's form holds these fields among its own.
  const form = anyForm as unknown as UseFormReturn<PageFrameValues>
  const { register, watch } = form
  const field = fieldBinder(form, idPrefix, busy)
  const panelIds = watch(PANEL_SLOTS.map((slot) => slot.key))
  return (
    <>
      <FormSection className="tw:gap-4">
        <Switch
          disabled={busy}
          id={`${idPrefix}-related`}
          label="Show Related Pages"
          {...register('showRelatedPages')}
        />
        {watch('showRelatedPages') && (
          <div className="tw:grid tw:gap-4 tw:md:grid-cols-2">
            <NumberField
              hint="1 to 20"
              label="Number of Related Pages"
              max={20}
              min={1}
              {...field('relatedPagesCount', { id: 'count', valueAsNumber: true })}
            />
            <TextField
              label="Related Pages Title"
              placeholder={relatedTitlePlaceholder}
              {...field('relatedPagesTitle', { id: 'related-title' })}
            />
          </div>
        )}
      </FormSection>
      <FormSection title="Panel Assignments">
        <PanelSelects
          disabled={busy}
          idPrefix={idPrefix}
          loading={panels.isLoading}
          panels={panels.data ?? []}
          register={(key) => register(key)}
          tenantChosen={tenantChosen}
          values={Object.fromEntries(PANEL_SLOTS.map((slot, i) => [slot.key, panelIds[i]]))}
        />
      </FormSection>
    </>
  )
}
