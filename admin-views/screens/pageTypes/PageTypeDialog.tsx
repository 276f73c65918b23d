'use client'
import React, { useRef } from 'react'

import { slugify } from '../../../src/render/slugify'
import type { PageTypeReply } from '../../../src/schemas/pageTypes'
import type { DialogFormProps } from '../../hooks/useDialogForm'
import { useDialogForm } from '../../hooks/useDialogForm'
import { createEditTexts, FormDialog } from '../../ui/FormDialog'
import { FormSection } from '../../ui/FormSection'
import { Switch } from '../../ui/Switch'
import { TextAreaField } from '../../ui/TextAreaField'
import { TextField } from '../../ui/TextField'
import { PageFrameFields } from '../templates/PageFrameFields'
import { useActivePanels } from '../templates/queries'
import type { PageTypeFormValues } from './pageTypeForm'
import { newPageTypeValues, pageTypeResolver, pageTypeValues } from './pageTypeForm'

const FORM_FIELDS = Object.keys(newPageTypeValues()) as (keyof PageTypeFormValues)[]

type Props = DialogFormProps<PageTypeReply, PageTypeFormValues> & {
  /** The tenant whose active panels are offered: the page type's own, or the header's on create. */
  tenantId: null | string
}

/**
 * Create Page Type / Edit Page Type (spec section 2.6): name and slug (made from the name when the name
 * loses focus after a change, and `/slug` put into an empty URL structure), category structure, URL
 * structure (hidden when category structure is on), description, default type, related pages (count
 * and title when on) and the four panels of the tenant, only active ones offered.
 */
export const PageTypeDialog = ({ tenantId, ...props }: Props) => {
  const { busy, editing, open, tenantName } = props
  // The name when the slug was last made from it: a blur without a change keeps a slug typed by hand.
  const slugSource = useRef('')
  const { dialog, field, form, id } = useDialogForm({
    blank: newPageTypeValues,
    dialog: props,
    fields: FORM_FIELDS,
    onReset: (values) => {
      slugSource.current = values.name
    },
    resolver: pageTypeResolver,
    valuesOf: pageTypeValues,
  })
  const { formState, getValues, register, setValue, watch } = form
  const { errors } = formState
  const panels = useActivePanels(open ? tenantId : null)

  const nameField = field('name', {
    onBlur: () => {
      const name = getValues('name')
      if (name === slugSource.current) return
      slugSource.current = name
      const slug = slugify(name)
      const validate = formState.isSubmitted
      setValue('slug', slug, { shouldDirty: true, shouldValidate: validate })
      if (slug && !getValues('urlStructure').trim() && !getValues('useCategoryStructure'))
        setValue('urlStructure', `/${slug}`, { shouldDirty: true, shouldValidate: validate })
    },
  })
  const categoryStructure = watch('useCategoryStructure')

  return (
    <FormDialog
      {...dialog}
      {...createEditTexts(Boolean(editing), { create: 'Create Page Type', edit: 'Edit Page Type' })}
      description={
        editing
          ? `Settings of ${editing.name}.`
          : tenantName
            ? `A kind of page for ${tenantName}, with its URLs, related posts and panels.`
            : undefined
      }
      size="lg"
    >
      <div className="tw:grid tw:gap-4 tw:md:grid-cols-2">
        <TextField label="Name" placeholder="Blog" required {...nameField} />
        <TextField
          className="tw:font-mono"
          hint="Lowercase letters, numbers and hyphens."
          label="Slug"
          placeholder="blog"
          required
          {...field('slug')}
        />
      </div>
      <FormSection className="tw:gap-4">
        <Switch
          aria-describedby={id('category-hint')}
          disabled={busy}
          id={id('category')}
          label="Use Category Structure"
          {...register('useCategoryStructure')}
        />
        <p className="tw:m-0 tw:text-sm tw:text-elev-500" id={id('category-hint')}>
          {categoryStructure
            ? "Pages of this type live under their category's path (/category/sub/page)."
            : 'Pages of this type live under the URL structure below.'}
        </p>
        {!categoryStructure && (
          <TextField
            className="tw:font-mono"
            hint="Starts with /, for example /blog."
            label="URL Structure"
            placeholder="/blog"
            required
            {...field('urlStructure', { id: 'url' })}
          />
        )}
        {categoryStructure && errors.urlStructure && (
          <p className="tw:m-0 tw:text-sm tw:text-error-500" role="alert">
            {errors.urlStructure.message}
          </p>
        )}
      </FormSection>
      <TextAreaField label="Description" rows={3} {...field('description')} />
      <Switch disabled={busy} id={id('default')} label="Default Type" {...register('isDefault')} />
      <PageFrameFields
        busy={busy}
        form={form}
        idPrefix={dialog.formId}
        panels={panels}
        relatedTitlePlaceholder="Related Posts"
        tenantChosen={Boolean(tenantId)}
      />
    </FormDialog>
  )
}
