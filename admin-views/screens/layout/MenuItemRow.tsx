'use client'
import React, { useId } from 'react'
import { z } from 'zod'

import type { MenuItemReply } from '../../../src/schemas/menuItems'
import { menuItemFields } from '../../../src/schemas/menuItems'
import { fieldBinder, useSchemaForm } from '../../lib/form'
import { applyServerErrors } from '../../lib/serverErrors'
import { Badge } from '../../ui/Badge'
import { ActiveSwitch } from '../../ui/ActiveSwitch'
import { InlineEditRow } from '../../ui/InlineEditRow'
import { NumberField } from '../../ui/NumberField'
import { RowActions } from '../../ui/RowActions'
import { stickyEnd } from '../../ui/Table'
import { TextField } from '../../ui/TextField'
import { toastWhenRequired } from './MenuItemForm'
import { orderValue } from './orderValue'

type EditValues = { label: string; order: number; url: string }

const editSchema = z.object({
  label: menuItemFields.label,
  order: menuItemFields.order,
  url: menuItemFields.url,
})

/** The inline edit of a row: Label, URL and Order in one cell across the table, Save and Cancel. */
const EditRow = ({
  item,
  onCancel,
  onSave,
}: {
  item: MenuItemReply
  onCancel: () => void
  onSave: (values: EditValues) => Promise<unknown>
}) => {
  const id = useId()
  const form = useSchemaForm<EditValues>(editSchema, {
    label: item.label,
    order: item.order,
    url: item.url,
  })
  const { isSubmitting } = form.formState
  const field = fieldBinder(form, id)
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values)
    } catch (error) {
      applyServerErrors(error, form.setError, ['label', 'url', 'order'])
    }
  }, toastWhenRequired)
  return (
    <InlineEditRow
      dirty={form.formState.isDirty}
      actionsClassName="tw:self-end tw:pb-1"
      busy={isSubmitting}
      className="tw:flex tw:flex-wrap tw:items-start tw:gap-3"
      columns={6}
      label={`Edit ${item.label}`}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <TextField autoFocus label="Label" required {...field('label')} />
      <TextField label="URL" required {...field('url')} />
      <NumberField
        className="tw:w-24"
        label="Order"
        min={0}
        {...field('order', { setValueAs: orderValue })}
      />
    </InlineEditRow>
  )
}

type Props = {
  editing: boolean
  item: MenuItemReply
  onCancelEdit: () => void
  onDelete: () => void
  onEdit: () => void
  onSave: (values: EditValues) => Promise<unknown>
  onToggle: (isActive: boolean) => void
}

/** One menu item: order, label, URL, new tab, the active switch, Edit and Delete (or its inline edit). */
export const MenuItemRow = ({
  editing,
  item,
  onCancelEdit,
  onDelete,
  onEdit,
  onSave,
  onToggle,
}: Props) => {
  if (editing) return <EditRow item={item} onCancel={onCancelEdit} onSave={onSave} />
  return (
    <tr data-row-id={item.id} data-testid="menu-item-row">
      <td>{item.order}</td>
      <td className="tw:font-medium">{item.label}</td>
      <td className="tw:break-all">{item.url}</td>
      <td>{item.openInNewTab ? <Badge>New tab</Badge> : null}</td>
      <td>
        <ActiveSwitch active={item.isActive} onToggle={onToggle} subject={item.label} />
      </td>
      <td className={stickyEnd}>
        <RowActions onDelete={onDelete} onEdit={onEdit} subject={item.label} />
      </td>
    </tr>
  )
}
