'use client'
import React, { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import type { ExtraFieldSpec } from '../../../src/config/extraFieldSpecs'
import { slugify } from '../../../src/render/slugify'
import type { PageReply } from '../../../src/schemas/pages'
import { NO_EXTRA_FIELDS, useExtraFields } from '../../hooks/useExtraFields'
import { extraBody, extraFormValues } from '../../lib/extraFieldValues'
import { focusWhenShown } from '../../lib/focusLater'
import { schemaResolver } from '../../lib/form'
import { notifyError } from '../../lib/toast'
import { AdditionalFields } from '../../ui/AdditionalFields'
import { createEditTexts, FormDialog } from '../../ui/FormDialog'
import { TabSections } from '../../ui/Tabs'
import { ImproveContentDialog } from './ai/ImproveContentDialog'
import { ContentFields } from './ContentFields'
import type { Asking } from './DraftControls'
import { DraftButtons, DraftConfirm } from './DraftControls'
import { HistoryPanel } from './history/HistoryPanel'
import type { ChosenImage } from './images/chosenImage'
import { ImagePickerDialog } from './images/ImagePickerDialog'
import type { PageFormParsed, PageFormValues } from './pageForm'
import { createFormSchema, EMPTY_PAGE, editFormSchema, pageBody, pageFormValues } from './pageForm'
import { usePageChoices } from './queries'
import type { DialogTab } from './pageTabs'
import { dialogTabs } from './pageTabs'
import { pageErrors } from './pageErrors'
import { ScheduleFields } from './ScheduleFields'
import { SeoFields } from './SeoFields'
import { SettingsFields } from './SettingsFields'
import { usePageSaves } from './usePageSaves'

const CREATE_RESOLVER = schemaResolver<PageFormValues>(createFormSchema)
const EDIT_RESOLVER = schemaResolver<PageFormValues>(editFormSchema)

type Props = {
  /** Set: edit this page's working copy (its draft, if any); `null`: create one for the header's tenant. */
  editing: null | PageReply
  /** The fields added to pages through the plugin's overrides (its "Additional fields" tab). */
  extraFields?: ExtraFieldSpec[]
  onClose: () => void
  open: boolean
  tenantId: null | string
  tenantName?: string
  /** The page's tenant's time zone, where Schedule reads its times and History dates its versions. */
  timeZone?: string
}

/**
 * Create New Page / Edit Page (spec sections 2.2, 4, 5): tabs Content (markdown with the site's HTML
 * beside it), Settings and SEO. The slug follows the title while it is empty or still the automatic
 * slug of the title; a refused field opens its tab. An edit works on the page's draft (issue 34): Save
 * draft leaves the live page as it is, Publish changes makes the draft live, Discard draft drops it,
 * and History compares and restores the page's versions.
 */
export const PageDialog = ({
  editing,
  extraFields = NO_EXTRA_FIELDS,
  onClose,
  open,
  tenantId,
  tenantName,
  timeZone = 'UTC',
}: Props) => {
  const formId = useId()
  const [tab, setTab] = useState<DialogTab>('content')
  const extra = useExtraFields(extraFields, editing as null | Record<string, unknown>, open)
  const tabs = dialogTabs({ added: extraFields.length > 0, editing: editing !== null })
  // The working copy as the server holds it: a draft save, a discard or a restore changes it.
  const [working, setWorking] = useState(editing)
  const [asking, setAsking] = useState<Asking | null>(null)
  // The added fields as the dialog opened: Publish and Preview save a draft only when changed.
  const extrasAtOpen = useMemo(
    () => JSON.stringify(extraBody(extraFields, extraFormValues(extraFields, editing))),
    [editing, extraFields],
  )
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
    setWorking(editing)
    setAsking(null)
    setTab('content')
    setSide(null)
    document.getElementById(`${formId}-title`)?.focus()
  }, [editing, form, formId, open])

  const { showFirstError, showRefused } = pageErrors({ extra, form, formId, setTab })
  const draft = usePageSaves({
    onDone: onClose,
    onRefused: showRefused,
    onSaved: (page) => {
      setWorking(page)
      setAsking(null)
      form.reset(pageFormValues(page))
      autoSlug.current = slugify(page.title)
    },
    pageId: editing?.id ?? null,
  })

  const bodyOf = (values: PageFormValues) => ({
    ...extra.body(),
    ...pageBody(values as unknown as PageFormParsed),
  })

  const changed = () => form.formState.isDirty || JSON.stringify(extra.body()) !== extrasAtOpen

  // Create, or (editing) Publish changes: the form is saved as a draft first when it was changed.
  const submit = form.handleSubmit((values) => {
    if (editing) {
      draft.publish.mutate(changed() ? bodyOf(values) : null)
      return
    }
    if (!owner) {
      notifyError('Page Creation Failed', 'Please select a tenant first.')
      return
    }
    draft.create.mutate({ ...bodyOf(values), tenantId: owner })
  }, showFirstError)

  const preview = form.handleSubmit(
    (values) => draft.preview.mutate(changed() ? bodyOf(values) : null),
    showFirstError,
  )
  const saveDraft = form.handleSubmit(
    (values) => draft.saveDraft.mutate(bodyOf(values)),
    showFirstError,
  )

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

  const focusTitle = () => focusWhenShown(() => document.getElementById(`${formId}-title`))

  const texts = createEditTexts(Boolean(editing), {
    create: 'Create Page',
    createTitle: 'Create New Page',
    edit: 'Edit Page',
    save: 'Publish changes',
  })

  // The picker and the improver open beside the form, not inside it: their own fields and forms
  // (search, upload) must not submit the page.
  return (
    <>
      <FormDialog
        {...texts}
        busy={draft.busy}
        busyLabel={draft.publish.isPending ? 'Publishing...' : texts.busyLabel}
        dirty={form.formState.isDirty}
        description={
          editing
            ? `Change ${editing.title}. A saved draft stays off the live site until you publish it.`
            : tenantName
              ? `A page of ${tenantName}.`
              : undefined
        }
        extraActions={
          editing && (
            <DraftButtons
              busy={draft.busy}
              hasDraft={Boolean(working?.hasUnpublishedChanges)}
              onAsk={setAsking}
              onPreview={() => void preview()}
              onSaveDraft={() => void saveDraft()}
            />
          )
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
            schedule: working ? (
              <ScheduleFields
                formId={formId}
                onScheduled={(times) => setWorking({ ...working, ...times })}
                timeZone={timeZone}
                working={working}
              />
            ) : undefined,
            history: working ? (
              <HistoryPanel
                key={working.id}
                active={open && tab === 'history'}
                busy={draft.busy}
                onRestore={(version, when) => setAsking({ kind: 'restore', version, when })}
                timeZone={timeZone}
                working={working}
              />
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
      <DraftConfirm
        asking={open ? asking : null}
        busy={draft.discard.isPending || draft.restore.isPending}
        dirty={form.formState.isDirty}
        onCancel={() => setAsking(null)}
        // The button pressed goes (Discard draft) or is hidden (History): focus goes to the title.
        onDiscard={() => draft.discard.mutate(undefined, { onSuccess: focusTitle })}
        onRestore={(version) =>
          draft.restore.mutate(version.id, {
            onSuccess: () => {
              setTab('content')
              focusTitle()
            },
          })
        }
        title={working?.title ?? ''}
      />
    </>
  )
}
