'use client'
import React from 'react'

import type { RedirectReply } from '../../../src/schemas/redirects'
import type { DialogFormProps } from '../../hooks/useDialogForm'
import { useDialogForm } from '../../hooks/useDialogForm'
import { createEditTexts, FormDialog } from '../../ui/FormDialog'
import { SelectField } from '../../ui/SelectField'
import { TextAreaField } from '../../ui/TextAreaField'
import { TextField } from '../../ui/TextField'
import type { RedirectFormValues } from './redirectForm'
import {
  FORM_FIELDS,
  newRedirectValues,
  REDIRECT_STATUS_OPTIONS,
  redirectResolver,
  redirectValues,
  TYPE_OPTIONS,
} from './redirectForm'

type Props = DialogFormProps<RedirectReply, RedirectFormValues>

/** Create Redirect / Edit Redirect (spec section 2.9): From Path, To URL, Type, Status and Notes. */
export const RedirectDialog = (props: Props) => {
  const { editing, tenantName } = props
  const { dialog, field } = useDialogForm({
    blank: newRedirectValues,
    dialog: props,
    fields: FORM_FIELDS,
    resolver: redirectResolver,
    valuesOf: redirectValues,
  })

  return (
    <FormDialog
      {...dialog}
      {...createEditTexts(Boolean(editing), { create: 'Create Redirect', edit: 'Edit Redirect' })}
      description={
        editing
          ? `Where ${editing.fromPath} sends visitors.`
          : tenantName
            ? `Send visitors of a path of ${tenantName} to another path or an outside URL.`
            : undefined
      }
    >
      <TextField
        className="tw:font-mono"
        hint="A path of the site, starting with /."
        label="From Path"
        placeholder="/old-page"
        required
        {...field('fromPath', { id: 'from' })}
      />
      <TextField
        className="tw:font-mono"
        hint="A path starting with / or an http(s) URL."
        label="To URL"
        placeholder="/new-page or https://shop.example.com/item?ref=site"
        required
        {...field('toUrl', { id: 'to' })}
      />
      <div className="tw:grid tw:gap-4 tw:sm:grid-cols-2">
        <SelectField
          hint="Affiliate redirects count their hits."
          label="Type"
          options={TYPE_OPTIONS}
          {...field('type')}
        />
        <SelectField label="Status" options={REDIRECT_STATUS_OPTIONS} {...field('status')} />
      </div>
      <TextAreaField label="Notes" rows={3} {...field('notes')} />
    </FormDialog>
  )
}
