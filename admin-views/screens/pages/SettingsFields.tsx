'use client'
import React from 'react'
import type { UseFormReturn } from 'react-hook-form'

import type { CategoryReply } from '../../../src/schemas/categories'
import type { PageTypeReply } from '../../../src/schemas/pageTypes'
import { fieldBinder } from '../../lib/form'
import { Checkbox } from '../../ui/Checkbox'
import { SelectField } from '../../ui/SelectField'
import { FeaturedImageField } from './images/FeaturedImageField'
import type { PageFormValues } from './pageForm'
import { STATUS_CHOICES, TYPE_CHOICES } from './pageForm'

type Props = {
  categories: readonly CategoryReply[]
  form: UseFormReturn<PageFormValues>
  formId: string
  /** Opens the image picker for the featured image. */
  onPickImage: () => void
  pageTypes: readonly PageTypeReply[]
}

/** The Settings tab: status, type, page type, category, featured and the featured image. */
export const SettingsFields = ({ categories, form, formId, onPickImage, pageTypes }: Props) => {
  const field = fieldBinder(form, formId)
  return (
    <div className="tw:flex tw:flex-col tw:gap-4">
      <div className="tw:grid tw:gap-4 tw:md:grid-cols-2">
        <SelectField
          hint="Only published pages appear on the site."
          label="Status"
          options={STATUS_CHOICES}
          {...field('status')}
        />
        <SelectField label="Type" options={TYPE_CHOICES} {...field('type')} />
        <SelectField
          label="Page Type"
          options={pageTypes.map((pageType) => ({ label: pageType.name, value: pageType.id }))}
          {...field('pageTypeId', { id: 'page-type' })}
        >
          <option value="">No page type</option>
        </SelectField>
        <SelectField
          label="Category"
          options={categories.map((category) => ({
            label: `${category.name} (/${category.path})`,
            value: category.id,
          }))}
          {...field('categoryId', { id: 'category' })}
        >
          <option value="none">No category</option>
        </SelectField>
      </div>
      <Checkbox
        description="Featured pages are listed first."
        label="Featured"
        {...form.register('featured')}
      />
      <FeaturedImageField form={form} formId={formId} onPick={onPickImage} />
    </div>
  )
}
