'use client'
import React from 'react'

import type { SnippetReply } from '../../../src/schemas/snippets'
import { ACTIVE_STATUS_OPTIONS } from '../../lib/options'
import { fieldBinder } from '../../lib/form'
import { useDialogForm } from '../../lib/useDialogForm'
import { CodeEditorField } from '../../ui/CodeEditorField'
import { FormDialog } from '../../ui/FormDialog'
import { SelectField } from '../../ui/SelectField'
import { TextAreaField } from '../../ui/TextAreaField'
import { TextField } from '../../ui/TextField'
import type { SnippetFormValues } from './snippetForm'
import {
  newSnippetValues,
  SNIPPET_FIELDS,
  snippetResolver,
  snippetUsage,
  snippetValues,
} from './snippetForm'

type Props = {
  busy: boolean
  /** Set: edit this snippet; `null`: create one. */
  editing: null | SnippetReply
  onClose: () => void
  /** Saves; rejects with the server's refusal (already toasted), whose field messages go under the fields. */
  onSubmit: (values: SnippetFormValues) => Promise<unknown>
  open: boolean
  tenantName?: string
}

/**
 * Create Snippet / Edit Snippet (spec section 2.8): name, tag (how it is written into content is shown
 * under it), status, description and the HTML in the code editor, with the API's own rules.
 */
export const SnippetDialog = ({ busy, editing, onClose, onSubmit, open, tenantName }: Props) => {
  const { form, formId, id, submit } = useDialogForm({
    blank: newSnippetValues,
    editing,
    fields: SNIPPET_FIELDS,
    onSubmit,
    open,
    resolver: snippetResolver,
    valuesOf: snippetValues,
  })
  const { control, formState, watch } = form
  const { errors } = formState
  const field = fieldBinder(form, formId, busy)

  const tag = watch('tag').trim()
  return (
    <FormDialog
      busy={busy}
      busyLabel={editing ? 'Saving...' : 'Creating...'}
      description={
        editing
          ? `The HTML of ${editing.name}.`
          : tenantName
            ? `Reusable HTML for ${tenantName}, written into content as #tag#.`
            : undefined
      }
      formId={formId}
      onClose={onClose}
      onSubmit={submit}
      open={open}
      size="lg"
      submitLabel={editing ? 'Save Changes' : 'Create Snippet'}
      title={editing ? 'Edit Snippet' : 'Create Snippet'}
    >
      <div className="tw:grid tw:gap-4 tw:md:grid-cols-2">
        <TextField label="Name" placeholder="Call to action" required {...field('name')} />
        <TextField
          className="tw:font-mono"
          hint={
            tag
              ? `Use ${snippetUsage(tag)} in content.`
              : 'Letters, numbers, hyphens and underscores.'
          }
          label="Tag"
          placeholder="cta"
          required
          {...field('tag')}
        />
        <SelectField label="Status" options={ACTIVE_STATUS_OPTIONS} {...field('status')} />
        <TextAreaField label="Description" rows={2} {...field('description')} />
      </div>
      <CodeEditorField
        control={control}
        disabled={busy}
        error={errors.content}
        hint="HTML. It may use #field# placeholders and {a|b} spintax of the page it lands in."
        id={id('content')}
        label="Content"
        minHeight="12rem"
        placeholder={'<a class="button" href="/shop">Shop now</a>'}
        required
        name="content"
      />
    </FormDialog>
  )
}
