'use client'
import { Button } from '@payloadcms/ui'
import React, { useId } from 'react'
import type { FieldErrors } from 'react-hook-form'

import { createMenuItemSchema } from '../../../src/schemas/menuItems'
import { useUnsavedGuard } from '../../hooks/useUnsavedGuard'
import { fieldBinder, useSchemaForm } from '../../lib/form'
import { applyServerErrors } from '../../lib/serverErrors'
import { notifyError } from '../../lib/toast'
import { Card } from '../../ui/Card'
import { Checkbox } from '../../ui/Checkbox'
import { DiscardConfirm } from '../../ui/Dialog'
import { NumberField } from '../../ui/NumberField'
import { TextField } from '../../ui/TextField'
import { orderValue } from './orderValue'

export type MenuItemValues = {
  isActive: boolean
  label: string
  openInNewTab: boolean
  order: number
  url: string
}

const EMPTY: MenuItemValues = { isActive: true, label: '', openInNewTab: false, order: 0, url: '' }
const FIELDS = ['label', 'url', 'order', 'isActive', 'openInNewTab'] as const

/** The spec's one toast for a blank label or URL (§5, §8). */
const REQUIRED_FIELDS = 'Please fill in all required fields'

/** A blank label or URL also gets the spec's toast; the messages stay under the fields. */
export const toastWhenRequired = (errors: FieldErrors<Pick<MenuItemValues, 'label' | 'url'>>) => {
  if (errors.label?.message === REQUIRED_FIELDS || errors.url?.message === REQUIRED_FIELDS)
    notifyError(REQUIRED_FIELDS)
}

type Props = {
  create: (values: MenuItemValues) => Promise<unknown>
  /** 'Header' or 'Footer'. */
  menu: string
}

/** The add form of a menu tab (spec §2.11): Label*, URL*, Order, Active, Open in New Tab. */
export const MenuItemForm = ({ create, menu }: Props) => {
  const id = useId()
  const form = useSchemaForm<MenuItemValues>(createMenuItemSchema.omit({ tenantId: true }), EMPTY)
  const { isSubmitting } = form.formState
  const field = fieldBinder(form, id)
  // Typed and not added: leaving the screen asks first.
  const guard = useUnsavedGuard(form.formState.isDirty)
  const submit = form.handleSubmit(async (values) => {
    try {
      await create(values)
      form.reset(EMPTY)
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS)
    }
  }, toastWhenRequired)

  return (
    <Card title={`Add ${menu} Menu Item`}>
      <form
        aria-label={`Add ${menu} Menu Item`}
        className="tw:flex tw:flex-col tw:gap-4"
        noValidate
        onSubmit={submit}
      >
        <div className="tw:grid tw:gap-4 tw:md:grid-cols-[1fr_1fr_8rem]">
          <TextField label="Label" placeholder="About Us" required {...field('label')} />
          <TextField label="URL" placeholder="/about" required {...field('url')} />
          <NumberField label="Order" min={0} {...field('order', { setValueAs: orderValue })} />
        </div>
        <div className="tw:flex tw:flex-wrap tw:items-center tw:justify-between tw:gap-4">
          <div className="tw:flex tw:flex-wrap tw:gap-6">
            <Checkbox label="Active" {...form.register('isActive')} />
            <Checkbox label="Open in New Tab" {...form.register('openInNewTab')} />
          </div>
          <Button disabled={isSubmitting} margin={false} size="medium" type="submit">
            {isSubmitting ? 'Adding...' : 'Add Menu Item'}
          </Button>
        </div>
      </form>
      <DiscardConfirm {...guard.prompt} />
    </Card>
  )
}
