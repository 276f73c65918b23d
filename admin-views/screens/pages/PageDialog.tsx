'use client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React, { useEffect, useId, useRef, useState } from 'react'
import type { FieldErrors } from 'react-hook-form'
import { useForm } from 'react-hook-form'

import type { ExtraFieldSpec } from '../../../src/config/extraFieldSpecs'
import { slugify } from '../../../src/render/slugify'
import type { PageReply } from '../../../src/schemas/pages'
import { NO_EXTRA_FIELDS, useExtraFields } from '../../hooks/useExtraFields'
import { api, errorMessage } from '../../lib/api'
import { schemaResolver } from '../../lib/form'
import { applyServerErrors, serverFieldErrors } from '../../lib/serverErrors'
import { notify, notifyError } from '../../lib/toast'
import { AdditionalFields } from '../../ui/AdditionalFields'
import { createEditTexts, FormDialog } from '../../ui/FormDialog'
import { TabSections } from '../../ui/Tabs'
import { ImproveContentDialog } from './ai/ImproveContentDialog'
import { ContentFields } from './ContentFields'
import type { ChosenImage } from './images/chosenImage'
import { ImagePickerDialog } from './images/ImagePickerDialog'
import type { PageFormParsed, PageFormValues, PageTab } from './pageForm'
import {
  createFormSchema,
  EMPTY_PAGE,
  editFormSchema,
  FIELD_TABS,
  PAGE_FIELDS,
  pageBody,
  pageFormValues,
} from './pageForm'
import { refreshPages, usePageChoices } from './queries'
import { SeoFields } from './SeoFields'
import { SettingsFields } from './SettingsFields'

const TABS = [
  { id: 'content', label: 'Content' },
  { id: 'settings', label: 'Settings' },
  { id: 'seo', label: 'SEO' },
] as const satisfies readonly { id: PageTab; label: string }[]

// The tab of the fields a developer added to pages, shown when there are any.
type DialogTab = 'additional' | PageTab
const ADDITIONAL_TAB = { id: 'additional', label: 'Additional fields' } as const

const CREATE_RESOLVER = schemaResolver<PageFormValues>(createFormSchema)
const EDIT_RESOLVER = schemaResolver<PageFormValues>(editFormSchema)

type Props = {
  /** Set: edit this page; `null`: create one for the header's tenant. */
  editing: null | PageReply
  /** The fields added to pages through the plugin's overrides (its "Additional fields" tab). */
  extraFields?: ExtraFieldSpec[]
  onClose: () => void
  open: boolean
  tenantId: null | string
  tenantName?: string
}

/**
 * Create New Page / Edit Page (spec sections 2.2, 4, 5): tabs Content (markdown with the site's HTML
 * beside it), Settings and SEO. The slug follows the title while it is empty or still the automatic
 * slug of the title; a refused field opens its tab.
 */
export const PageDialog = ({
  editing,
  extraFields = NO_EXTRA_FIELDS,
  onClose,
  open,
  tenantId,
  tenantName,
}: Props) => {
  const queryClient = useQueryClient()
  const formId = useId()
  const [tab, setTab] = useState<DialogTab>('content')
  const extra = useExtraFields(extraFields, editing as null | Record<string, unknown>, open)
  const tabs = extraFields.length ? [...TABS, ADDITIONAL_TAB] : TABS
  const [side, setSide] = useState<'improve' | 'picker' | null>(null)
  // An edit refuses a blank slug (only a create generates one): the schema follows the open dialog.
  const editingRef = useRef(editing)
  editingRef.current = editing
  const form = useForm<PageFormValues>({
    defaultValues: EMPTY_PAGE,
    resolver: (...args) => (editingRef.current ? EDIT_RESOLVER : CREATE_RESOLVER)(...args),
  })
  const { isSubmitted } = form.formState
  // The slug the title last gave: while the slug is empty or still this, the title keeps driving it.
  const autoSlug = useRef('')
  const owner = editing?.tenantId ?? tenantId
  const { categories, pageTypes } = usePageChoices(open ? owner : null)

  useEffect(() => {
    if (!open) return
    form.reset(editing ? pageFormValues(editing) : EMPTY_PAGE)
    autoSlug.current = editing ? slugify(editing.title) : ''
    setTab('content')
    setSide(null)
    document.getElementById(`${formId}-title`)?.focus()
  }, [editing, form, formId, open])

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      editing
        ? api<PageReply>(`/api/pages/${editing.id}`, { body, method: 'PUT' })
        : api<PageReply>('/api/pages', { body, method: 'POST' }),
    onError: (error) => {
      applyServerErrors(error, form.setError, PAGE_FIELDS)
      const refused = extra.showErrors(serverFieldErrors(error))
      if (refused.length) {
        setTab('additional')
        requestAnimationFrame(() =>
          document.getElementById(`${formId}-extra-${refused[0].name}`)?.focus(),
        )
      }
      if (editing)
        notifyError('Error', errorMessage(error, 'Failed to update page. Please try again.'))
      else notifyError('Page Creation Failed', errorMessage(error, 'Failed to create page'))
    },
    onSuccess: async (page) => {
      if (editing) notify({ description: 'Page updated successfully!', title: 'Success' })
      else notify({ description: page.title, title: 'Page Created' })
      onClose()
      await refreshPages(queryClient)
    },
  })

  // A refused field on another tab: that tab opens and the field takes focus.
  const showFirstError = (errors: FieldErrors<PageFormValues>) => {
    const field = PAGE_FIELDS.find((name) => errors[name])
    if (!field) return
    const where = (Object.keys(FIELD_TABS) as PageTab[]).find((key) =>
      (FIELD_TABS[key] as readonly string[]).includes(field),
    )
    if (where) setTab(where)
    requestAnimationFrame(() => form.setFocus(field))
  }

  const submit = form.handleSubmit((values) => {
    if (!owner) {
      notifyError('Page Creation Failed', 'Please select a tenant first.')
      return
    }
    save.mutate({
      ...extra.body(),
      ...pageBody(values as unknown as PageFormParsed),
      tenantId: owner,
    })
  }, showFirstError)

  const title = form.register('title', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const slug = form.getValues('slug')
      if (slug !== '' && slug !== autoSlug.current) return
      autoSlug.current = slugify(event.target.value)
      form.setValue('slug', autoSlug.current, { shouldValidate: isSubmitted })
    },
  })

  // A new image replaces the old one's alternative text: that described the old picture.
  const chooseImage = ({ alt, attribution, url }: ChosenImage) => {
    form.setValue('featuredImage', url, { shouldDirty: true, shouldValidate: isSubmitted })
    form.setValue('featuredImageAlt', alt, { shouldDirty: true, shouldValidate: isSubmitted })
    form.setValue('imageAttribution', attribution, { shouldDirty: true })
  }

  const applyImproved = ({ content, excerpt }: { content: string; excerpt: string }) => {
    form.setValue('content', content, { shouldDirty: true, shouldValidate: isSubmitted })
    form.setValue('excerpt', excerpt, { shouldDirty: true, shouldValidate: isSubmitted })
  }

  // The picker and the improver open beside the form, not inside it: their own fields and forms
  // (search, upload) must not submit the page.
  return (
    <>
      <FormDialog
        {...createEditTexts(Boolean(editing), {
          create: 'Create Page',
          createTitle: 'Create New Page',
          edit: 'Edit Page',
        })}
        busy={save.isPending}
        dirty={form.formState.isDirty}
        description={
          editing ? `Change ${editing.title}.` : tenantName ? `A page of ${tenantName}.` : undefined
        }
        formId={formId}
        onClose={onClose}
        onSubmit={submit}
        open={open}
        size="xl"
      >
        <TabSections
          className="tw:contents"
          idPrefix={formId}
          items={tabs}
          label="Page form sections"
          onSelect={setTab}
          panels={{
            additional:
              extraFields.length > 0 ? (
                <AdditionalFields {...extra.props} idPrefix={formId} />
              ) : undefined,
            content: (
              <ContentFields
                form={form}
                formId={formId}
                onImprove={() => setSide('improve')}
                title={title}
              />
            ),
            seo: (
              <SeoFields
                categories={categories}
                editing={editing}
                form={form}
                formId={formId}
                pageTypes={pageTypes}
                tenantId={owner}
              />
            ),
            settings: (
              <SettingsFields
                categories={categories}
                form={form}
                formId={formId}
                onPickImage={() => setSide('picker')}
                pageTypes={pageTypes}
              />
            ),
          }}
          selected={tab}
        />
      </FormDialog>
      <ImagePickerDialog
        onChoose={chooseImage}
        onClose={() => setSide(null)}
        open={open && side === 'picker'}
        tenantId={owner}
        tenantName={tenantName}
      />
      <ImproveContentDialog
        initial={{ content: form.getValues('content'), excerpt: form.getValues('excerpt') }}
        onApply={applyImproved}
        onClose={() => setSide(null)}
        open={open && side === 'improve'}
      />
    </>
  )
}
