'use client'
import { Button } from '@payloadcms/ui'
import React from 'react'
import type { UseFormReturn } from 'react-hook-form'

import { headingSkips } from '../../../src/utilities/headingSkips'
import { fieldBinder } from '../../lib/form'
import { Notice } from '../../ui/Notice'
import { TextAreaField } from '../../ui/TextAreaField'
import { TextField } from '../../ui/TextField'
import type { PageFormValues } from './pageForm'
import { PagePreview } from './PagePreview'

type Props = {
  form: UseFormReturn<PageFormValues>
  formId: string
  /** Opens Improve Content with AI on this form's content. */
  onImprove: () => void
  /** The title field's registration, with the slug rule of spec section 4 in its onChange. */
  title: ReturnType<UseFormReturn<PageFormValues>['register']>
}

/** The Content tab: title, slug, excerpt, and the markdown beside the HTML the site will serve. */
export const ContentFields = ({ form, formId, onImprove, title }: Props) => {
  const { errors } = form.formState
  const field = fieldBinder(form, formId)
  const markdown = form.watch('content')
  const skip = headingSkips(markdown ?? '')[0]
  return (
    <div className="tw:flex tw:flex-col tw:gap-4">
      <TextField
        error={errors.title}
        id={`${formId}-title`}
        label="Title"
        placeholder="Choosing your first piano"
        required
        {...title}
      />
      <TextField
        hint="Follows the title until you change it; lowercase letters, numbers and hyphens."
        label="Slug"
        placeholder="choosing-your-first-piano"
        {...field('slug')}
      />
      <TextAreaField label="Excerpt" rows={2} {...field('excerpt')} />
      <div className="tw:flex tw:flex-wrap tw:items-center tw:justify-between tw:gap-2 tw:rounded-lg tw:bg-elev-50 tw:px-3 tw:py-2">
        <span className="tw:text-sm tw:text-elev-600">
          Let AI enhance, shorten, expand or optimise the content and excerpt.
        </span>
        <Button buttonStyle="secondary" margin={false} onClick={onImprove} size="small">
          Improve with AI
        </Button>
      </div>
      <div className="tw:grid tw:gap-4 tw:lg:grid-cols-2">
        <TextAreaField
          className="tw:min-h-80 tw:font-mono tw:text-sm"
          hint="Markdown: ## headings, - lists, [links](https://...), **bold**, *italic*, ![images](https://...)."
          label="Content"
          rows={14}
          {...field('content')}
        />
        {skip && (
          <Notice className="tw:p-3 tw:text-sm tw:lg:col-span-2" role="status" tone="warning">
            Heading &lsquo;{skip.text}&rsquo; skips from level {skip.from} to level {skip.to}:
            screen reader users move by headings, so go down one level at a time.
          </Notice>
        )}
        <section
          aria-labelledby={`${formId}-preview-heading`}
          className="tw:flex tw:flex-col tw:gap-1"
        >
          <h3 className="tw:m-0 tw:text-base tw:font-medium" id={`${formId}-preview-heading`}>
            Preview
          </h3>
          <PagePreview markdown={markdown} title="Content preview" />
        </section>
      </div>
    </div>
  )
}
