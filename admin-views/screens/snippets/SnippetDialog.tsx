'use client'
import React from 'react'

import type { SnippetReply } from '../../../src/schemas/snippets'
import type { DialogFormProps } from '../../hooks/useDialogForm'
import { useDialogForm } from '../../hooks/useDialogForm'
import { ACTIVE_STATUS_OPTIONS } from '../../lib/options'
import { CodeEditorField } from '../../ui/CodeEditorField'
import { createEditTexts, FormDialog } from '../../ui/FormDialog'
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

type Props = DialogFormProps<SnippetReply, SnippetFormValues>

/**
 * Create Snippet / Edit Snippet (spec section 2.8): name, tag (how it is written into content is shown
 * under it), status, description and the HTML in the code editor, with the API's own rules.
 */
export const SnippetDialog = (props: Props) => {
  const { busy, editing, tenantName } = props
  const { dialog, field, form, id } = useDialogForm({
    blank: newSnippetValues,
    dialog: props,
    fields: SNIPPET_FIELDS,
    resolver: snippetResolver,
    valuesOf: snippetValues,
  })
  const { control, formState, watch } = form
  const { errors } = formState

  const tag = watch('tag').trim()
  return (
    <FormDialog
      {...dialog}
      {...createEditTexts(Boolean(editing), { create: 'Create Snippet', edit: 'Edit Snippet' })}
      description={
        editing
          ? `The HTML of ${editing.name}.`
          : tenantName
            ? `Reusable HTML for ${tenantName}, written into content as #tag#.`
            : undefined
      }
      size="lg"
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
