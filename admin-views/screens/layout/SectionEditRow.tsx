'use client'
import React, { useId } from 'react'

import type { SectionReply } from '../../../src/schemas/homepageSections'
import { useSchemaForm } from '../../lib/form'
import { InlineEditRow } from '../../ui/InlineEditRow'
import { applySectionErrors } from './sectionErrors'
import type { SectionValues } from './sectionForm'
import { sectionFormSchema, sectionTypeLabel, sectionValuesOf } from './sectionForm'
import { SectionFields } from './SectionFields'
import type { SectionChoices } from './useSectionChoices'

type Props = {
  choices: SectionChoices
  onCancel: () => void
  onSave: (values: SectionValues) => Promise<unknown>
  section: SectionReply
}

/** The inline edit of a section, across the table: Title, Item Count and its type's choice (the type stays). */
export const SectionEditRow = ({ choices, onCancel, onSave, section }: Props) => {
  const id = useId()
  const form = useSchemaForm<SectionValues>(sectionFormSchema, sectionValuesOf(section))
  const { isSubmitting } = form.formState
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values)
    } catch (error) {
      applySectionErrors(error, form.setError)
    }
  })
  return (
    <InlineEditRow
      dirty={form.formState.isDirty}
      actionsClassName="tw:justify-end"
      busy={isSubmitting}
      className="tw:flex tw:flex-col tw:gap-3"
      columns={6}
      label={`Edit ${section.title}`}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <p className="tw:m-0 tw:text-sm tw:text-elev-500">
        {sectionTypeLabel(section.sectionType)} section
      </p>
      <div className="tw:grid tw:gap-3 tw:md:grid-cols-2">
        <SectionFields choices={choices} form={form} id={id} />
      </div>
    </InlineEditRow>
  )
}
