'use client'
import React from 'react'
import { Controller, type UseFormReturn } from 'react-hook-form'

import { CodeEditor } from '../../ui/CodeEditor'
import { NumberField } from '../../ui/NumberField'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import type { SectionValues } from './sectionForm'
import type { SectionChoices } from './useSectionChoices'

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
  const type = form.watch('sectionType')
  return (
    <>
      <TextField
        error={errors.title}
        id={`${id}-title`}
        label="Title"
        placeholder="Latest News"
        required
        {...form.register('title')}
      />
      {type !== 'custom_content' && (
        <NumberField
          error={errors.itemCount}
          hint="How many items the section shows, 1 to 50."
          id={`${id}-item-count`}
          label="Item Count"
          max={50}
          min={1}
          {...form.register('itemCount', { valueAsNumber: true })}
        />
      )}
      {type === 'page_type' && (
        <SelectField
          error={errors.pageTypeId}
          id={`${id}-page-type`}
          label="Page Type"
          options={choices.pageTypes}
          required
          {...form.register('pageTypeId')}
        >
          <option value="">Select a page type</option>
        </SelectField>
      )}
      {type === 'category' && (
        <SelectField
          error={errors.categoryId}
          id={`${id}-category`}
          label="Category"
          options={choices.categories}
          required
          {...form.register('categoryId')}
        >
          <option value="">Select a category</option>
        </SelectField>
      )}
      {type === 'template_cards' && (
        <SelectField
          error={errors.templateId}
          id={`${id}-template`}
          label="Template"
          options={choices.templates}
          required
          {...form.register('templateId')}
        >
          <option value="">Select a template</option>
        </SelectField>
      )}
      {type === 'custom_content' && (
        <Controller
          control={form.control}
          name="content"
          render={({ field }) => (
            <CodeEditor
              error={errors.content}
              fieldClassName="tw:md:col-span-2"
              hint="HTML shown on the homepage under the section's title."
              id={`${id}-content`}
              label="Content (HTML)"
              onBlur={field.onBlur}
              onChange={field.onChange}
              placeholder="<p>Spring sale: 20% off everything.</p>"
              ref={field.ref}
              value={field.value ?? ''}
            />
          )}
        />
      )}
    </>
  )
}
