'use client'
import React from 'react'
import { type UseFormReturn } from 'react-hook-form'

import { fieldBinder } from '../../lib/form'
import { CodeEditorField } from '../../ui/CodeEditorField'
import { NumberField } from '../../ui/NumberField'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import type { SectionValues } from './sectionForm'
import type { SectionChoices } from './useSectionChoices'

/** The section types that show one chosen item's pages, and the select that chooses it. */
const REFERENCES = [
  {
    choices: 'pageTypes',
    field: 'pageTypeId',
    id: 'page-type',
    label: 'Page Type',
    placeholder: 'Select a page type',
    type: 'page_type',
  },
  {
    choices: 'categories',
    field: 'categoryId',
    id: 'category',
    label: 'Category',
    placeholder: 'Select a category',
    type: 'category',
  },
  {
    choices: 'templates',
    field: 'templateId',
    id: 'template',
    label: 'Template',
    placeholder: 'Select a template',
    type: 'template_cards',
  },
] as const

type Props = {
  choices: SectionChoices
  form: UseFormReturn<SectionValues>
  /** Prefix of the fields' ids. */
  id: string
}

/**
 * The fields every section has (Title, Item Count) and the one its type needs: the page type, the
 * category, the template, or the custom content (HTML, shown on the homepage as written).
 */
export const SectionFields = ({ choices, form, id }: Props) => {
  const { errors } = form.formState
  const field = fieldBinder(form, id)
  const type = form.watch('sectionType')
  return (
    <>
      <TextField label="Title" placeholder="Latest News" required {...field('title')} />
      {type !== 'custom_content' && (
        <NumberField
          hint="How many items the section shows, 1 to 50."
          label="Item Count"
          max={50}
          min={1}
          {...field('itemCount', { id: 'item-count', valueAsNumber: true })}
        />
      )}
      {REFERENCES.map(
        (reference) =>
          type === reference.type && (
            <SelectField
              key={reference.type}
              label={reference.label}
              options={choices[reference.choices]}
              required
              {...field(reference.field, { id: reference.id })}
            >
              <option value="">{reference.placeholder}</option>
            </SelectField>
          ),
      )}
      {type === 'custom_content' && (
        <CodeEditorField
          control={form.control}
          error={errors.content}
          fieldClassName="tw:md:col-span-2"
          hint="HTML shown on the homepage under the section's title."
          id={`${id}-content`}
          label="Content (HTML)"
          placeholder="<p>Spring sale: 20% off everything.</p>"
          name="content"
        />
      )}
    </>
  )
}
